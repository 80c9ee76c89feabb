import { z } from 'zod';

export const componentStatusSchema = z.object({
  name: z.enum(['database', 'email', 'payments', 'ai']),
  status: z.enum(['ok', 'missing', 'error']),
  critical: z.boolean(),
  detail: z.string().optional(),
});

export const featureStatusSchema = z.object({
  name: z.enum(['emailDelivery', 'onlinePayments', 'aiAssistant']),
  enabled: z.boolean(),
});

export const systemIssueSchema = z.object({
  severity: z.enum(['critical', 'warning']),
  component: componentStatusSchema.shape.name,
  message: z.string(),
});

export const systemStatusSchema = z.object({
  components: z.array(componentStatusSchema),
  features: z.array(featureStatusSchema),
  issues: z.array(systemIssueSchema),
});

export type ComponentStatus = z.infer<typeof componentStatusSchema>;
export type FeatureStatus = z.infer<typeof featureStatusSchema>;
export type SystemIssue = z.infer<typeof systemIssueSchema>;
export type SystemStatus = z.infer<typeof systemStatusSchema>;

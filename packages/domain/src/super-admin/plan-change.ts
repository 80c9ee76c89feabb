import { z } from 'zod';
import { adminSubscriptionSchema, planTypeSchema, subscriptionStatusSchema } from './admin-lists.ts';

/**
 * How a company changes plan without online payment: a super-admin sets it. Without a status the
 * plan is taken as paid, so it becomes active.
 */
export const planChangeSchema = z.object({
  planType: planTypeSchema,
  status: subscriptionStatusSchema.default('active'),
});

export type PlanChangeInput = z.input<typeof planChangeSchema>;
export type PlanChange = z.output<typeof planChangeSchema>;

export const planChangeResultSchema = z.object({ subscription: adminSubscriptionSchema });
export type PlanChangeResult = z.output<typeof planChangeResultSchema>;

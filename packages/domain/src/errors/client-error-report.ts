import { z } from 'zod';

/** What the browser sends when a screen crashes, so "our team has been notified" is true. */
export const clientErrorReportSchema = z.object({
  message: z.string().max(2000),
  name: z.string().max(200).optional(),
  stack: z.string().max(8000).optional(),
  componentStack: z.string().max(8000).optional(),
  url: z.string().max(2000),
  userAgent: z.string().max(500).optional(),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

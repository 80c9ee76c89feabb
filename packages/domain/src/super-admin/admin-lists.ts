import { z } from 'zod';
import { PLAN_TYPES } from '../plans/plan-catalogue.ts';
import { SUBSCRIPTION_STATUSES } from '../plans/subscription-defaults.ts';

/** The super-admin's lists come a page at a time; a page never holds more than 200 rows. */
export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_MAX = 200;
export const ADMIN_SEARCH_MAX_LENGTH = 200;
/** Far beyond any real list; it keeps the offset an ordinary number. */
export const ADMIN_PAGE_MAX = 1_000_000;

export const adminListQuerySchema = z.object({
  page: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(ADMIN_PAGE_MAX, 'validation.invalid')
    .default(1),
  pageSize: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(ADMIN_PAGE_SIZE_MAX, 'validation.invalid')
    .default(ADMIN_PAGE_SIZE_DEFAULT),
  search: z
    .string('validation.invalid')
    .trim()
    .max(ADMIN_SEARCH_MAX_LENGTH, 'validation.tooLong')
    .optional()
    .transform((value) => value || undefined),
});

export type AdminListQuery = z.output<typeof adminListQuerySchema>;

export const planTypeSchema = z.enum(PLAN_TYPES, 'validation.choose');
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES, 'validation.choose');

export const adminCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  planType: planTypeSchema.nullable(),
  status: subscriptionStatusSchema.nullable(),
  maxEmployees: z.number().nullable(),
  /** Active people of the company. */
  peopleCount: z.number(),
});

export const adminPersonSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  isSuperAdmin: z.boolean(),
  company: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  createdAt: z.string(),
});

export const adminSubscriptionSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companySlug: z.string(),
  planType: planTypeSchema,
  status: subscriptionStatusSchema,
  billingCycle: z.enum(['monthly', 'yearly']),
  pricePerMonth: z.number(),
  maxEmployees: z.number(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  trialEnd: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  updatedAt: z.string(),
});

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;

export const adminOutboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** One mail as it was written; only its text body is shown, never its HTML. */
export const adminOutboxMailSchema = adminOutboxItemSchema.extend({
  replyTo: z.string().nullable(),
  error: z.string().nullable(),
  text: z.string(),
});

export const adminDemoRequestSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  teamSize: z.string(),
  message: z.string(),
  language: z.string(),
  createdAt: z.string(),
});

/** A page of a list: its rows, where it sits, and how many rows match in all. */
export function adminPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
  });
}

export const adminCompanyPageSchema = adminPageSchema(adminCompanySchema);
export const adminPersonPageSchema = adminPageSchema(adminPersonSchema);
export const adminSubscriptionPageSchema = adminPageSchema(adminSubscriptionSchema);
export const adminOutboxPageSchema = adminPageSchema(adminOutboxItemSchema);
export const adminDemoRequestPageSchema = adminPageSchema(adminDemoRequestSchema);

export type AdminCompany = z.output<typeof adminCompanySchema>;
export type AdminPerson = z.output<typeof adminPersonSchema>;
export type AdminSubscription = z.output<typeof adminSubscriptionSchema>;
export type AdminOutboxItem = z.output<typeof adminOutboxItemSchema>;
export type AdminOutboxMail = z.output<typeof adminOutboxMailSchema>;
export type AdminDemoRequest = z.output<typeof adminDemoRequestSchema>;
export interface AdminPage<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}

/** How many pages a list of `total` rows takes; an empty list still shows one (empty) page. */
export function adminPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

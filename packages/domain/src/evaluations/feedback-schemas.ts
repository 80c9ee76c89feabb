import { z } from 'zod';

/** Rules: docs/product/evaluations.md#feedback */
export const FEEDBACK_CATEGORIES = [
  'recognition',
  'collaboration',
  'communication',
  'leadership',
  'improvement',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_MESSAGE_MAX = 2_000;

export const feedbackCreateSchema = z.object({
  receiverId: z.string().min(1, 'validation.choose').max(64),
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'validation.choose' }),
  message: z.string().trim().min(1, 'validation.required').max(FEEDBACK_MESSAGE_MAX, 'validation.tooLong'),
});
export type FeedbackCreate = z.input<typeof feedbackCreateSchema>;

export const feedbackVisibilitySchema = z.object({ isVisible: z.boolean() });

export const FEEDBACK_BOXES = ['received', 'sent', 'team'] as const;
export type FeedbackBox = (typeof FEEDBACK_BOXES)[number];

export const feedbackSchema = z.object({
  id: z.uuid(),
  sender: z.object({ id: z.string(), name: z.string() }),
  receiver: z.object({ id: z.string(), name: z.string() }),
  category: z.enum(FEEDBACK_CATEGORIES),
  message: z.string(),
  isVisible: z.boolean(),
  createdAt: z.string(),
});
export type Feedback = z.output<typeof feedbackSchema>;

export const feedbackListSchema = z.object({ feedback: z.array(feedbackSchema) });
export const feedbackResponseSchema = z.object({ feedback: feedbackSchema });

/** The colleagues a person may send feedback to: the company's other active people, by name. */
export const feedbackRecipientsSchema = z.object({
  recipients: z.array(z.object({ id: z.string(), name: z.string() })),
});

import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.ts';
import { NOTIFICATION_TYPES } from './notification-types.ts';

export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATE_SUBJECT_MAX = 150;
export const TEMPLATE_BODY_MAX = 20_000;

/**
 * One language's version of a template, in the template language of
 * docs/product/notifications.md#templates: `{{ firstName }}` and the like.
 */
export const templateContentSchema = z.object({
  subject: z.string().trim().min(1, 'validation.required').max(TEMPLATE_SUBJECT_MAX, 'validation.tooLong'),
  html: z.string().trim().min(1, 'validation.required').max(TEMPLATE_BODY_MAX, 'validation.tooLong'),
  text: z.string().trim().min(1, 'validation.required').max(TEMPLATE_BODY_MAX, 'validation.tooLong'),
});
export type TemplateContent = z.infer<typeof templateContentSchema>;

/** A template carries both languages; each person reads the one of their profile. */
export const templateContentsSchema = z.object({ es: templateContentSchema, en: templateContentSchema });
export type TemplateContents = z.infer<typeof templateContentsSchema>;

export const templateInputSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(TEMPLATE_NAME_MAX, 'validation.tooLong'),
  type: z.enum(NOTIFICATION_TYPES),
  content: templateContentsSchema,
  /** The company's template for its type, used by schedules that name none. One per type. */
  isDefault: z.boolean(),
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const templateSchema = templateInputSchema.extend({
  id: z.string(),
  /** The variables its type offers, for the editor to list. */
  variables: z.array(z.string()),
  /** Tera's own template, written by the team: read-only, copied to be changed. */
  builtIn: z.boolean(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templatesListSchema = z.object({ templates: z.array(templateSchema) });

/** A draft to render, as the editor's live preview or as a test mail to the admin. */
export const templateDraftSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  language: z.enum(SUPPORTED_LANGUAGES),
  content: templateContentSchema,
});
export type TemplateDraft = z.infer<typeof templateDraftSchema>;

export const renderedMailSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type RenderedMail = z.infer<typeof renderedMailSchema>;

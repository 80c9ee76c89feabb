import { z } from 'zod';

/** Rules: docs/product/trainings-and-careers.md#the-catalogue */
export const TRAINING_MODALITIES = ['Online', 'Presencial', 'Híbrido'] as const;
export type TrainingModality = (typeof TRAINING_MODALITIES)[number];
export const TRAINING_SOURCES = ['Interno', 'Externo', 'Autoestudio'] as const;
export type TrainingSource = (typeof TRAINING_SOURCES)[number];

export const TRAINING_NAME_MAX = 200;
export const TRAINING_DESCRIPTION_MAX = 2_000;
export const TRAINING_LINK_MAX = 500;
export const TRAINING_HOURS_MAX = 1_000;

export const trainingNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.trainingName')
  .max(TRAINING_NAME_MAX, 'validation.tooLong');

/** Positive hours; the catalogue may leave them empty, an assignment may not. */
export const trainingHoursSchema = z
  .number('validation.trainingDuration')
  .positive('validation.trainingDuration')
  .max(TRAINING_HOURS_MAX, 'validation.trainingDuration');

/** An empty link is none; the form sends '' and what it parsed sends null, both read alike. */
const linkSchema = z
  .string()
  .trim()
  .max(TRAINING_LINK_MAX, 'validation.tooLong')
  .refine((text) => text === '' || /^https?:\/\/\S+$/i.test(text), 'validation.website')
  .nullable()
  .transform((text) => (text === '' ? null : text));

/** What a leader or admin writes for a catalogue entry. */
export const trainingInputSchema = z.object({
  name: trainingNameSchema,
  modality: z.enum(TRAINING_MODALITIES, 'validation.choose'),
  source: z.enum(TRAINING_SOURCES, 'validation.choose'),
  durationHours: trainingHoursSchema.nullable(),
  description: z.string().trim().max(TRAINING_DESCRIPTION_MAX, 'validation.tooLong'),
  link: linkSchema,
  /** Left out, a change keeps the video saved: one hidden by the plan is not erased by editing. */
  videoUrl: linkSchema.optional(),
});
export type TrainingInput = z.input<typeof trainingInputSchema>;
export type TrainingContent = z.output<typeof trainingInputSchema>;

/**
 * A catalogue entry as read: `videoUrl` is null and `videoLocked` true when the company's plan
 * lacks videoTraining (docs/product/trainings-and-careers.md#video-content).
 */
export const trainingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  modality: z.enum(TRAINING_MODALITIES),
  source: z.enum(TRAINING_SOURCES),
  durationHours: z.number().nullable(),
  description: z.string(),
  link: z.string().nullable(),
  videoUrl: z.string().nullable(),
  videoLocked: z.boolean(),
});
export type Training = z.output<typeof trainingSchema>;

export const trainingCatalogueSchema = z.object({
  trainings: z.array(trainingSchema),
  /** Whether the reader may add, change and withdraw entries. */
  canManage: z.boolean(),
});
export type TrainingCatalogue = z.output<typeof trainingCatalogueSchema>;

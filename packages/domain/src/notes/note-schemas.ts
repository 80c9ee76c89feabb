import { z } from 'zod';
import { localDateSchema } from '../checkin/checkin-schemas.ts';
import { NOTE_ATTACHMENT_TYPES } from './note-attachments.ts';

/** Rules: docs/product/personal-wellbeing.md#notes */
export const NOTE_TITLE_MAX = 120;
export const NOTE_CONTENT_MAX = 10_000;
export const NOTE_MOODS = ['very_low', 'low', 'neutral', 'good', 'great'] as const;
export type NoteMood = (typeof NOTE_MOODS)[number];

/** A note as the form writes it. */
export const noteInputSchema = z.object({
  title: z.string().trim().min(1, 'validation.required').max(NOTE_TITLE_MAX, 'validation.tooLong'),
  content: z.string().trim().max(NOTE_CONTENT_MAX, 'validation.tooLong'),
  mood: z.enum(NOTE_MOODS, { error: 'validation.choose' }).nullable(),
});
export type NoteInput = z.input<typeof noteInputSchema>;

export const noteAttachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(NOTE_ATTACHMENT_TYPES),
  size: z.int().nonnegative(),
});
export type NoteAttachment = z.output<typeof noteAttachmentSchema>;

/** The day's own check-in a note sits beside: the four indicators and their TeraPulse. */
export const noteCheckinSchema = z.object({
  energy: z.int(),
  mental_pressure: z.int(),
  personal_concerns: z.int(),
  motivation: z.int(),
  pulse: z.int().min(0).max(100),
});

export const noteSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  mood: z.enum(NOTE_MOODS).nullable(),
  note_date: localDateSchema,
  created_at: z.string(),
  updated_at: z.string(),
  checkin: noteCheckinSchema.nullable(),
  attachments: z.array(noteAttachmentSchema),
});
export type Note = z.output<typeof noteSchema>;

export const noteListSchema = z.object({ notes: z.array(noteSchema) });
export type NoteList = z.output<typeof noteListSchema>;

/** What the export file holds: every note, with its attachments described, not embedded. */
export const noteExportSchema = z.object({ exported_at: z.string(), notes: z.array(noteSchema) });

import type { ExerciseId, NoteAttachmentType, NoteMood } from '@tera/domain';
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// node-postgres answers a Buffer and PGlite a plain Uint8Array; both become a Buffer here.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A person's notes (docs/product/personal-wellbeing.md#notes): theirs alone, in a company or not,
 * so they carry no company. `note_date` is the local day written, which links the day's own
 * check-in.
 */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    noteDate: text('note_date').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    mood: text('mood').$type<NoteMood>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notes_user_date_idx').on(t.userId, t.noteDate)],
);

/** Kept in the database so every instance serves them (docs/decisions/026-note-attachments-in-the-database.md). */
export const noteAttachments = pgTable(
  'note_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<NoteAttachmentType>().notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('note_attachments_note_idx').on(t.noteId)],
);

/** Completed exercise sessions; the id is the one the browser sent, so a retried send lands once. */
export const exerciseSessions = pgTable(
  'exercise_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    exercise: text('exercise').$type<ExerciseId>().notNull(),
    completedOn: text('completed_on').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exercise_sessions_user_day_idx').on(t.userId, t.completedOn)],
);

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { can, pulseScore, type Actor, type Note, type NoteAction, type NoteInput } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { dailyCheckins, noteAttachments, notes } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

type NoteRow = typeof notes.$inferSelect;

/** A record id as the tables make them; anything else names no record. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The note, once the caller may take the action on it. Anyone else meets the answer for a note
 * that does not exist (docs/product/personal-wellbeing.md#only-the-author), so nobody learns
 * whether an id is someone's note.
 */
export async function noteFor(db: Db, actor: Actor, action: NoteAction, noteId: string): Promise<NoteRow> {
  if (!UUID_PATTERN.test(noteId)) throw new AppError('RECORD_NOT_FOUND');
  const [row] = await db.select().from(notes).where(eq(notes.id, noteId));
  if (!row || !can(actor, action, { kind: 'note', authorId: row.userId }))
    throw new AppError('RECORD_NOT_FOUND');
  return row;
}

/** Notes as the API shows them: each with its attachments described and its day's own check-in. */
async function present(db: Db, userId: string, rows: readonly NoteRow[]): Promise<Note[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const dates = [...new Set(rows.map((row) => row.noteDate))];
  const [attachments, checkins] = await Promise.all([
    db
      .select({
        id: noteAttachments.id,
        noteId: noteAttachments.noteId,
        name: noteAttachments.name,
        type: noteAttachments.type,
        size: noteAttachments.size,
      })
      .from(noteAttachments)
      .where(inArray(noteAttachments.noteId, ids))
      .orderBy(asc(noteAttachments.createdAt), asc(noteAttachments.id)),
    db
      .select({
        date: dailyCheckins.checkInDate,
        energy: dailyCheckins.energy,
        mental_pressure: dailyCheckins.mentalPressure,
        personal_concerns: dailyCheckins.personalConcerns,
        motivation: dailyCheckins.motivation,
      })
      .from(dailyCheckins)
      .where(and(eq(dailyCheckins.userId, userId), inArray(dailyCheckins.checkInDate, dates))),
  ]);
  const checkinOn = new Map(
    checkins.map(({ date, ...values }) => [date, { ...values, pulse: pulseScore(values) }]),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    mood: row.mood,
    note_date: row.noteDate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    checkin: checkinOn.get(row.noteDate) ?? null,
    attachments: attachments
      .filter((attachment) => attachment.noteId === row.id)
      .map(({ id, name, type, size }) => ({ id, name, type, size })),
  }));
}

export async function presentNote(db: Db, row: NoteRow): Promise<Note> {
  const [note] = await present(db, row.userId, [row]);
  return note!;
}

export async function listOwnNotes(db: Db, userId: string): Promise<Note[]> {
  const rows = await db
    .select()
    .from(notes)
    .where(eq(notes.userId, userId))
    .orderBy(desc(notes.noteDate), desc(notes.createdAt), desc(notes.id));
  return present(db, userId, rows);
}

export async function createNote(
  db: Db,
  userId: string,
  today: string,
  input: Required<NoteInput>,
): Promise<NoteRow> {
  const [row] = await db
    .insert(notes)
    .values({ userId, noteDate: today, title: input.title, content: input.content, mood: input.mood })
    .returning();
  return row!;
}

export async function updateNote(
  db: Db,
  noteId: string,
  input: Required<NoteInput>,
  now: Date,
): Promise<NoteRow> {
  const [row] = await db
    .update(notes)
    .set({ title: input.title, content: input.content, mood: input.mood, updatedAt: now })
    .where(eq(notes.id, noteId))
    .returning();
  return row!;
}

export async function deleteNote(db: Db, noteId: string): Promise<void> {
  await db.delete(notes).where(eq(notes.id, noteId));
}

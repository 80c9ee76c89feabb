import { and, eq, sql } from 'drizzle-orm';
import {
  cleanAttachmentName,
  NOTE_ATTACHMENT_MAX_BYTES,
  NOTE_ATTACHMENTS_PER_NOTE,
  sniffAttachmentType,
  type NoteAttachment,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { noteAttachments, notes } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { UUID_PATTERN } from './note-store.ts';

/**
 * Keeps a file on a note the caller may attach to (docs/decisions/026-note-attachments-in-the-database.md):
 * its type from its bytes, its size, and the note's count judged with the note's row locked, so
 * two uploads at once cannot make a sixth.
 */
export async function addAttachment(
  db: Db,
  noteId: string,
  file: { name: string; bytes: Buffer },
): Promise<NoteAttachment> {
  if (file.bytes.byteLength > NOTE_ATTACHMENT_MAX_BYTES) {
    throw new AppError('VALIDATION_ERROR', { status: 413, reason: 'ATTACHMENT_TOO_LARGE' });
  }
  const type = sniffAttachmentType(file.bytes);
  if (type === null) throw new AppError('VALIDATION_ERROR', { reason: 'ATTACHMENT_TYPE' });
  return db.transaction(async (tx) => {
    await tx.select({ id: notes.id }).from(notes).where(eq(notes.id, noteId)).for('update');
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(noteAttachments)
      .where(eq(noteAttachments.noteId, noteId));
    if (count >= NOTE_ATTACHMENTS_PER_NOTE) {
      throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'ATTACHMENT_LIMIT' });
    }
    const [row] = await tx
      .insert(noteAttachments)
      .values({
        noteId,
        name: cleanAttachmentName(file.name),
        type,
        size: file.bytes.byteLength,
        content: file.bytes,
      })
      .returning({
        id: noteAttachments.id,
        name: noteAttachments.name,
        type: noteAttachments.type,
        size: noteAttachments.size,
      });
    return row!;
  });
}

/** One attachment of a note the caller already may read; a wrong id is not found. */
export async function readAttachment(db: Db, noteId: string, attachmentId: string) {
  if (!UUID_PATTERN.test(attachmentId)) throw new AppError('RECORD_NOT_FOUND');
  const [row] = await db
    .select()
    .from(noteAttachments)
    .where(and(eq(noteAttachments.id, attachmentId), eq(noteAttachments.noteId, noteId)));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

export async function deleteAttachment(db: Db, noteId: string, attachmentId: string): Promise<void> {
  await readAttachment(db, noteId, attachmentId);
  await db
    .delete(noteAttachments)
    .where(and(eq(noteAttachments.id, attachmentId), eq(noteAttachments.noteId, noteId)));
}

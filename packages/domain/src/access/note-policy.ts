import type { Actor, Rule } from './actor.ts';

/** A personal note, with the one fact its privacy turns on. */
export interface NoteRecord {
  kind: 'note';
  authorId: string;
}

export const NOTE_ACTIONS = ['read', 'update', 'delete', 'attach'] as const;
export type NoteAction = (typeof NOTE_ACTIONS)[number];

const isAuthor: Rule<NoteRecord> = (actor, note) => actor.userId === note.authorId;

/**
 * A note is its author's alone (docs/product/personal-wellbeing.md#only-the-author): no leader,
 * admin or super-admin reads it, in any company, whatever consent the author gave for check-ins.
 */
const RULES: Record<NoteAction, Rule<NoteRecord>> = {
  read: isAuthor,
  update: isAuthor,
  delete: isAuthor,
  attach: isAuthor,
};

export function notePolicy(actor: Actor, action: NoteAction, note: NoteRecord): boolean {
  return RULES[action](actor, note);
}

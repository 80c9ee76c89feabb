/**
 * What a note may carry (docs/decisions/026-note-attachments-in-the-database.md): images and PDFs
 * told by their first bytes, at most 2 MiB each and five per note. SVG and HTML never: they can
 * carry script.
 */
export const NOTE_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type NoteAttachmentType = (typeof NOTE_ATTACHMENT_TYPES)[number];

export const NOTE_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const NOTE_ATTACHMENTS_PER_NOTE = 5;
export const NOTE_ATTACHMENT_NAME_MAX = 120;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The type the file's first bytes declare, whatever its name or stated type says; null if none we keep. */
export function sniffAttachmentType(bytes: Uint8Array): NoteAttachmentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

export function isImageAttachment(type: NoteAttachmentType): boolean {
  return type.startsWith('image/');
}

/**
 * A file name safe to keep and to send back in a header: no path, no control characters, no
 * quotes, trimmed to the limit; "attachment" when nothing is left.
 */
export function cleanAttachmentName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char !== '"' && char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, NOTE_ATTACHMENT_NAME_MAX);
  return cleaned === '' ? 'attachment' : cleaned;
}

export type AttachmentProblem = 'ATTACHMENT_TYPE' | 'ATTACHMENT_TOO_LARGE';

/** A file chosen in the browser, judged before it is sent: its stated type and its size. */
export function attachmentFileProblem(file: { type: string; size: number }): AttachmentProblem | null {
  if (!(NOTE_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'ATTACHMENT_TYPE';
  return file.size > NOTE_ATTACHMENT_MAX_BYTES ? 'ATTACHMENT_TOO_LARGE' : null;
}

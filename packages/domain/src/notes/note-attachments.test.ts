import { describe, expect, it } from 'vitest';
import {
  attachmentFileProblem,
  cleanAttachmentName,
  NOTE_ATTACHMENT_MAX_BYTES,
  sniffAttachmentType,
} from './note-attachments.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
// The domain runs without TextEncoder; these signatures are plain ASCII.
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('an attachment’s type', () => {
  it('is read from the first bytes of PNG, JPEG, WebP and PDF files', () => {
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffAttachmentType(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffAttachmentType(ascii('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('is refused for anything else, an SVG or HTML above all', () => {
    expect(sniffAttachmentType(ascii('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffAttachmentType(ascii('<!doctype html><script>'))).toBeNull();
    expect(sniffAttachmentType(ascii('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
    expect(sniffAttachmentType(bytes())).toBeNull();
  });
});

describe('a chosen file', () => {
  it('is judged by its stated type and size before it is sent', () => {
    expect(attachmentFileProblem({ type: 'image/png', size: NOTE_ATTACHMENT_MAX_BYTES })).toBeNull();
    expect(attachmentFileProblem({ type: 'image/png', size: NOTE_ATTACHMENT_MAX_BYTES + 1 })).toBe(
      'ATTACHMENT_TOO_LARGE',
    );
    expect(attachmentFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('ATTACHMENT_TYPE');
  });
});

describe('an attachment’s name', () => {
  it('keeps the file name without its path, quotes or control characters', () => {
    expect(cleanAttachmentName('C:\\fotos\\playa "azul".jpg')).toBe('playa azul.jpg');
    expect(cleanAttachmentName('../../etc/passwd')).toBe('passwd');
    expect(cleanAttachmentName('line\nbreak.png')).toBe('linebreak.png');
    expect(cleanAttachmentName('   ')).toBe('attachment');
    expect(cleanAttachmentName('x'.repeat(300))).toHaveLength(120);
  });
});

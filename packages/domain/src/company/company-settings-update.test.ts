import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, companySettingsUpdateSchema, logoDataUrlProblem, logoFileProblem } from './index.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 by hand: the domain's tests run without Node's or the browser's encoders in their types. */
function base64(bytes: number[]): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b, c] = bytes.slice(index, index + 3);
    const group = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    text += ALPHABET[(group >> 18) & 63]! + ALPHABET[(group >> 12) & 63]!;
    text += b === undefined ? '=' : ALPHABET[(group >> 6) & 63]!;
    text += c === undefined ? '=' : ALPHABET[group & 63]!;
  }
  return text;
}

const dataUrl = (type: string, bytes: number[]) => `data:${type};base64,${base64(bytes)}`;

function firstMessage(input: unknown): string | undefined {
  const result = companySettingsUpdateSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('company settings update', () => {
  it('holds the confidentiality threshold between 3 and 10', () => {
    expect(firstMessage({ confidentialityThreshold: 3 })).toBeUndefined();
    expect(firstMessage({ confidentialityThreshold: 10 })).toBeUndefined();
    expect(firstMessage({ confidentialityThreshold: 2 })).toBe('validation.threshold');
    expect(firstMessage({ confidentialityThreshold: 11 })).toBe('validation.threshold');
  });

  it('accepts empty optional texts and refuses malformed ones with their own message', () => {
    expect(firstMessage({ website: '', contactEmail: '', phone: null })).toBeUndefined();
    expect(firstMessage({ website: 'https://acme.example/about' })).toBeUndefined();
    expect(firstMessage({ website: 'acme' })).toBe('validation.website');
    expect(firstMessage({ contactEmail: 'no-at-sign' })).toBe('validation.email');
    expect(firstMessage({ phone: 'call me' })).toBe('validation.phone');
    expect(firstMessage({ description: 'x'.repeat(1001) })).toBe('validation.tooLong');
    expect(firstMessage({ workdayStartHour: 24 })).toBe('validation.invalid');
  });
});

describe('company logo', () => {
  it('takes a PNG, JPEG or WebP whose bytes match its stated type, up to 64 KiB', () => {
    expect(logoDataUrlProblem(dataUrl('image/png', PNG_HEAD))).toBeNull();
    expect(logoDataUrlProblem(dataUrl('image/jpeg', [0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(logoDataUrlProblem(dataUrl('image/jpeg', PNG_HEAD))).toBe('validation.logoType');
    expect(logoDataUrlProblem(dataUrl('image/svg+xml', [0x3c, 0x73, 0x76, 0x67]))).toBe(
      'validation.logoType',
    );
    const large = [...PNG_HEAD, ...new Array<number>(LOGO_MAX_BYTES).fill(0)];
    expect(logoDataUrlProblem(dataUrl('image/png', large))).toBe('validation.logoTooLarge');
  });

  it('judges a chosen file by its type and size before reading it', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileProblem({ type: 'image/gif', size: 1000 })).toBe('validation.logoType');
    expect(logoFileProblem({ type: 'image/webp', size: LOGO_MAX_BYTES + 1 })).toBe('validation.logoTooLarge');
  });
});

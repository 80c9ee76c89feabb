/**
 * A company's logo travels and is kept as a data URL (docs/decisions/014-company-settings-logo-and-addresses.md):
 * PNG, JPEG or WebP, at most 64 KiB, so its base64 fits the API's 100 KiB body limit with the
 * rest of the settings form. SVG is refused: it can carry script.
 */
export const LOGO_MAX_BYTES = 64 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

const DATA_URL_PATTERN = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;
/** Base64 length of the largest logo, with its padding. */
const MAX_BASE64_LENGTH = Math.ceil(LOGO_MAX_BYTES / 3) * 4;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image type the file's first bytes declare, whatever its name or stated type says. */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

export type LogoProblem = 'validation.logoType' | 'validation.logoTooLarge';

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The bytes of whole 4-character groups of base64 (the domain runs without atob or Buffer). */
function decodeBase64Prefix(base64: string): Uint8Array {
  const bytes: number[] = [];
  for (let index = 0; index + 4 <= base64.length; index += 4) {
    const group = [...base64.slice(index, index + 4)].map((char) => BASE64_ALPHABET.indexOf(char));
    const [a = 0, b = 0, c = -1, d = -1] = group;
    bytes.push((a << 2) | (b >> 4));
    if (c >= 0) bytes.push(((b & 15) << 4) | (c >> 2));
    if (c >= 0 && d >= 0) bytes.push(((c & 3) << 6) | d);
  }
  return Uint8Array.from(bytes);
}

/** Why a data URL is not an acceptable logo, or null when it is one. */
export function logoDataUrlProblem(dataUrl: string): LogoProblem | null {
  const match = DATA_URL_PATTERN.exec(dataUrl);
  if (!match) return 'validation.logoType';
  const [, declared, base64 = ''] = match;
  if (base64.length > MAX_BASE64_LENGTH) return 'validation.logoTooLarge';
  if (base64.length % 4 !== 0) return 'validation.logoType';
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > LOGO_MAX_BYTES) return 'validation.logoTooLarge';
  const head = decodeBase64Prefix(base64.slice(0, 16));
  return sniffLogoType(head) === declared ? null : 'validation.logoType';
}

/** A file chosen in the browser, judged before it is read: its stated type and its size. */
export function logoFileProblem(file: { type: string; size: number }): LogoProblem | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'validation.logoType';
  return file.size > LOGO_MAX_BYTES ? 'validation.logoTooLarge' : null;
}

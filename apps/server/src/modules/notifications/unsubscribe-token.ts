import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '@tera/domain';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface UnsubscribeClaim {
  userId: string;
  type: NotificationType;
}

/**
 * The token in an unsubscribe link: opaque (encrypted, so it names nobody to whoever reads the
 * mail's headers) and signed (AES-GCM's tag, so nobody can forge one for another person). Its key
 * is derived from the session secret, shared by every instance.
 */
export function unsubscribeTokens(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'tera', 'unsubscribe-token', 32));
  return {
    issue(claim: UnsubscribeClaim): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([
        cipher.update(JSON.stringify([claim.userId, claim.type]), 'utf8'),
        cipher.final(),
      ]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    /** The claim, or null for a token this server did not issue. */
    read(token: string): UnsubscribeClaim | null {
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        const [userId, type] = JSON.parse(plain) as [unknown, unknown];
        if (typeof userId !== 'string' || !(NOTIFICATION_TYPES as readonly unknown[]).includes(type))
          return null;
        return { userId, type: type as NotificationType };
      } catch {
        return null;
      }
    },
  };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { serverSecrets } from '../../db/schema/index.ts';
import { publicUrl, type Config } from '../../config.ts';

const SECRET_NAME = 'vapid_keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair, generated on the first start and kept in the database: a subscription is
 * bound to the public key it was made with, so every instance and every restart must sign alike.
 */
export async function resolveVapidKeys(db: Db): Promise<VapidKeys> {
  const { default: webpush } = await import('web-push');
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The Web Push keys could not be stored');
  return JSON.parse(row.value) as VapidKeys;
}

/**
 * Who push services may contact about our pushes: the address mail is sent from, or the site
 * when that address cannot be read.
 */
export function vapidSubject(config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT'>): string {
  const address = /<([^<>@\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return /^[^<>@\s]+@[^<>@\s]+$/.test(address) ? `mailto:${address}` : publicUrl(config);
}

import type { Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { emailOutbox } from '../db/schema/index.ts';
import type { Logger } from '../platform/logger.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Extra headers, such as a notification's List-Unsubscribe pair (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Why a delivery failed, as the mail server answered: `temporary` (a 4xx answer, no connection)
 * may succeed later; `bounced` (the recipient refused with a 5xx) and `permanent` (any other
 * 5xx) will not.
 */
export type MailFailure = { kind: 'temporary' | 'permanent' | 'bounced'; detail: string };

export interface MailReceipt {
  id: string;
  status: 'queued' | 'sent' | 'failed';
  failure?: MailFailure;
}

export interface Mailer {
  readonly isDeliveryConfigured: boolean;
  send(mail: OutgoingMail): Promise<MailReceipt>;
  verify(): Promise<{ ok: true } | { ok: false; detail: string }>;
  close(): void;
}

/**
 * Records every mail in the outbox first, so nothing is lost when delivery fails; with SMTP it
 * then delivers and marks the row sent or failed, without SMTP the row stays queued for the
 * super-admin to read.
 */
export function createMailer(options: {
  db: () => Db;
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl } = options;
  // Made by the first mail, so a start does not load the SMTP client (docs/PERFORMANCE.md).
  // Pooled: a morning's reminders reuse a few open connections instead of one per mail.
  let transport: Promise<Transporter> | undefined;
  const connect = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, pool: true, maxConnections: 5, maxMessages: 500 }),
    ));
  if (!smtpUrl)
    options.logger.warn(
      'SMTP_URL is not set: e-mails are kept in the outbox table and written to this log, not delivered',
    );

  return {
    isDeliveryConfigured: Boolean(smtpUrl),
    async send(mail) {
      const db = options.db();
      const { headers, ...recorded } = mail;
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...recorded, replyTo: mail.replyTo ?? null, status: 'queued' })
        .returning({ id: emailOutbox.id });
      const id = row!.id;
      if (!smtpUrl) {
        // Whoever runs Tera without a mail server (a demo, a trial) can still follow a
        // confirmation or reset link, from the log of the machine they run.
        options.logger.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'e-mail kept, not delivered',
        );
        return { id, status: 'queued' };
      }
      try {
        const smtp = await connect(smtpUrl);
        await smtp.sendMail({ from: options.from, ...recorded, ...(headers ? { headers } : {}) });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(emailOutbox.id, id));
        return { id, status: 'sent' };
      } catch (error) {
        const failure = classifyFailure(error);
        options.logger.error(
          { err: failure.detail, to: mail.to, kind: failure.kind },
          'e-mail delivery failed',
        );
        await db
          .update(emailOutbox)
          .set({ status: 'failed', error: failure.detail })
          .where(eq(emailOutbox.id, id));
        return { id, status: 'failed', failure };
      }
    },
    async verify() {
      if (!smtpUrl) return { ok: false, detail: 'SMTP_URL is not set' };
      try {
        await (await connect(smtpUrl)).verify();
        return { ok: true };
      } catch (error) {
        return { ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
    },
    close() {
      void transport?.then((opened) => opened.close());
    },
  };
}

function classifyFailure(error: unknown): MailFailure {
  const detail = error instanceof Error ? error.message : String(error);
  const { responseCode, command } = (error ?? {}) as { responseCode?: number; command?: string };
  if (typeof responseCode !== 'number' || responseCode < 500) return { kind: 'temporary', detail };
  return { kind: command?.includes('RCPT') ? 'bounced' : 'permanent', detail };
}

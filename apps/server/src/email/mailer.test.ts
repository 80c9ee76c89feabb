import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { createMailer } from './mailer.ts';

describe('a mailer with no mail server', () => {
  let app: TestApp;
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info', base: undefined },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );

  beforeAll(async () => {
    app = await createTestApp();
  }, 30_000);
  afterAll(() => app.dispose());

  it('keeps the mail in the outbox and writes it, link included, to the log', async () => {
    const mailer = createMailer({
      db: () => app.deps.database.db,
      smtpUrl: undefined,
      from: 'tera@example.com',
      logger,
    });
    const receipt = await mailer.send({
      to: 'nueva@example.com',
      subject: 'Confirma tu correo',
      html: '<p>…</p>',
      text: 'Confirmar: http://localhost:3000/api/auth/verify-email?token=abc',
    });
    expect(receipt.status).toBe('queued');
    const [kept] = await app.deps.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, receipt.id));
    expect(kept?.status).toBe('queued');
    expect(lines).toContainEqual(
      expect.objectContaining({
        to: 'nueva@example.com',
        subject: 'Confirma tu correo',
        text: 'Confirmar: http://localhost:3000/api/auth/verify-email?token=abc',
      }),
    );
  });
});

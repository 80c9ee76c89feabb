import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { demoRequests, emailOutbox } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { startSmtpSink } from '../../../test/support/smtp-sink.ts';

let clients = 0;
/** Each test speaks as its own client, so the per-client rate limit is tested on purpose only. */
function asNewClient(): Record<string, string> {
  clients++;
  return { 'x-forwarded-for': `203.0.113.${clients}` };
}

const validRequest = {
  firstName: 'Lucía',
  lastName: 'Martín <script>',
  email: 'lucia@acme.example',
  company: 'Acme',
  teamSize: '51-200',
  message: 'Queremos probar Tera con dos equipos.',
};

async function storedRequests(app: TestApp): Promise<number> {
  const [row] = await app.deps.database.db.select({ n: count() }).from(demoRequests);
  return row!.n;
}

describe('POST /api/v1/demo-requests with SMTP', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await createTestApp({
      SMTP_URL: smtp.url,
      SALES_EMAIL: 'ventas@tera.example',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await app.dispose();
    await smtp.stop();
  });

  it('stores the request and mails the sales address with reply-to the requester', async () => {
    const res = await app.request('/api/v1/demo-requests', jsonRequest('POST', validRequest, asNewClient()));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; receivedAt: string };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedRequests(app)).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['ventas@tera.example']);
    expect(mail.raw).toMatch(/^Reply-To: lucia@acme\.example/m);
    for (const text of [
      'Acme',
      '51-200',
      'lucia@acme.example',
      'Queremos probar Tera con dos equipos.',
      'Fecha',
    ]) {
      expect(mail.decoded).toContain(text);
    }
    expect(mail.decoded).toContain('Lucía Martín &lt;script&gt;');
    // Sent without a zone, it is dated in Madrid on the 24-hour clock; never in UTC.
    expect(mail.decoded).toContain('Fecha: lunes, 2 de marzo de 2026, 11:00 (Europe/Madrid)');
    expect(mail.decoded).not.toContain('UTC');
    const [outbox] = await app.deps.database.db.select().from(emailOutbox);
    expect(outbox?.status).toBe('sent');
  });

  it('writes the mail in the language the requester used, dated in their own zone on its clock', async () => {
    const before = smtp.received.length;
    const res = await app.request(
      '/api/v1/demo-requests',
      jsonRequest(
        'POST',
        { ...validRequest, message: 'We would like a demo.', timeZone: 'America/New_York' },
        { 'accept-language': 'en-US,en;q=0.9', ...asNewClient() },
      ),
    );
    expect(res.status).toBe(201);
    const mail = smtp.received[before]!;
    expect(mail.raw).toMatch(/^Subject: Demo request: Acme \(51-200\)/m);
    expect(mail.decoded).toContain('<html lang="en">');
    for (const line of [
      'New demo request',
      'Name: Lucía Martín <script>',
      'Company: Acme',
      'Team size: 51-200',
      'Message: We would like a demo.',
      'Date: Monday, March 2, 2026 at 5:00 AM (America/New_York)',
      'Reply to this e-mail to answer Lucía directly.',
    ]) {
      expect(mail.decoded).toContain(line);
    }
    expect(mail.decoded).not.toMatch(/Nombre|Empresa|Fecha/);
  });

  it('dates the request in Madrid when the zone sent is not one the server knows', async () => {
    const before = smtp.received.length;
    const res = await app.request(
      '/api/v1/demo-requests',
      jsonRequest('POST', { ...validRequest, timeZone: 'Mars/Olympus_Mons' }, asNewClient()),
    );
    expect(res.status).toBe(201);
    expect(smtp.received[before]!.decoded).toContain(
      'Fecha: lunes, 2 de marzo de 2026, 11:00 (Europe/Madrid)',
    );
  });

  it('answers 400 naming every invalid field and stores nothing', async () => {
    const before = await storedRequests(app);
    const res = await app.request(
      '/api/v1/demo-requests',
      jsonRequest(
        'POST',
        { ...validRequest, email: 'not-an-email', firstName: '', teamSize: 'huge' },
        asNewClient(),
      ),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'firstName', 'teamSize']);
    expect(await storedRequests(app)).toBe(before);
  });

  it('answers 400 to malformed JSON and to a non-object body', async () => {
    for (const raw of ['{"firstName":', '[]', 'null', '"text"']) {
      const res = await app.request('/api/v1/demo-requests', jsonRequest('POST', raw, asNewClient()));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers in English when asked', async () => {
    const res = await app.request(
      '/api/v1/demo-requests',
      jsonRequest('POST', {}, { 'accept-language': 'en-GB', ...asNewClient() }),
    );
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'The data provided is not valid.',
    );
  });

  it('limits each client and says when to come back', async () => {
    const client = asNewClient();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await app.request('/api/v1/demo-requests', jsonRequest('POST', validRequest, client));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const other = await app.request(
      '/api/v1/demo-requests',
      jsonRequest('POST', validRequest, asNewClient()),
    );
    expect(other.status).toBe(201);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await last!.json()) as { error: { message: string; reason: string } };
    expect(body.error.reason).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/Demasiadas solicitudes/);
  });
});

describe('POST /api/v1/demo-requests without SMTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.dispose());

  it('keeps the mail in the outbox', async () => {
    const res = await app.request('/api/v1/demo-requests', jsonRequest('POST', validRequest));
    expect(res.status).toBe(201);
    const rows = await app.deps.database.db.select().from(emailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'queued', replyTo: 'lucia@acme.example' });
  });
});

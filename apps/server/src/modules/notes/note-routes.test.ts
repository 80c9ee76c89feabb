import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { NOTE_ATTACHMENT_MAX_BYTES } from '@tera/domain';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs } from '../../../test/support/company-people.ts';

// TEST_NOW is 2026-03-02T10:00Z: 11:00 in Madrid.
const TODAY = '2026-03-02';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a tiny picture of a calm day'),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

interface NoteBody {
  note: {
    id: string;
    title: string;
    content: string;
    mood: string | null;
    note_date: string;
    checkin: { energy: number; pulse: number } | null;
    attachments: { id: string; name: string; type: string; size: number }[];
  };
}

describe('personal notes API', () => {
  let app: TestApp;
  let author: TestPerson;
  let leader: TestPerson;
  let colleague: TestPerson;
  let admin: TestPerson;
  let superAdmin: TestPerson;
  let outsider: TestPerson;
  let individual: TestPerson;
  let noteId: string;
  let imageId: string;

  const write = (person: TestPerson, body: unknown) =>
    app.request('/api/v1/notes', as(person, jsonRequest('POST', body)));
  const attach = (person: TestPerson, id: string, bytes: Buffer, name = 'file') =>
    app.request(
      `/api/v1/notes/${id}/attachments?name=${encodeURIComponent(name)}`,
      as(person, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: bytes }),
    );

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
    author = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    leader = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    colleague = await signIn(app, 'maria@demo.tera.local', DEMO_PASSWORD);
    admin = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
    superAdmin = await signIn(app, 'super@demo.tera.local', DEMO_PASSWORD);
    outsider = await signUp(app, { email: 'admin@otra.test' });
    await createCompanyAs(app, outsider, 'otra');
    individual = await signUp(app, { email: 'sola@example.com' });

    const created = await write(author, {
      title: 'Un día tranquilo',
      content: 'Paseo al mediodía.',
      mood: 'good',
    });
    expect(created.status).toBe(201);
    noteId = ((await created.json()) as NoteBody).note.id;
    const image = await attach(author, noteId, PNG, 'C:\\fotos\\paseo.png');
    expect(image.status).toBe(201);
    imageId = ((await image.json()) as { attachment: { id: string } }).attachment.id;
  }, 60_000);
  afterAll(() => app.dispose());

  it('answers 401 to anyone not signed in', async () => {
    expect((await app.request('/api/v1/notes')).status).toBe(401);
    expect((await app.request(`/api/v1/notes/${noteId}`)).status).toBe(401);
    expect((await app.request(`/api/v1/notes/${noteId}/attachments/${imageId}`)).status).toBe(401);
  });

  it('writes a note on the author’s local today, with its attachment described', async () => {
    const read = await app.request(`/api/v1/notes/${noteId}`, as(author));
    expect(read.status).toBe(200);
    const { note } = (await read.json()) as NoteBody;
    expect(note).toMatchObject({ title: 'Un día tranquilo', mood: 'good', note_date: TODAY, checkin: null });
    expect(note.attachments).toEqual([
      { id: imageId, name: 'paseo.png', type: 'image/png', size: PNG.byteLength },
    ]);
  });

  it('serves the attachment’s bytes to the author as the type they were found to be', async () => {
    const response = await app.request(`/api/v1/notes/${noteId}/attachments/${imageId}`, as(author));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('shows nobody else the note or its attachment: not a colleague, the leader, an admin, another company or the super-admin', async () => {
    for (const other of [colleague, leader, admin, superAdmin, outsider, individual]) {
      expect((await app.request(`/api/v1/notes/${noteId}`, as(other))).status).toBe(404);
      expect((await app.request(`/api/v1/notes/${noteId}/attachments/${imageId}`, as(other))).status).toBe(
        404,
      );
      const listed = await app.request('/api/v1/notes', as(other));
      expect(await listed.text()).not.toContain(noteId);
      const exported = await app.request('/api/v1/notes/export', as(other));
      expect(await exported.text()).not.toContain('Un día tranquilo');
    }
  });

  it('lets nobody else change, attach to, detach from or delete the note', async () => {
    for (const other of [leader, admin, superAdmin, outsider]) {
      const rewrite = await app.request(
        `/api/v1/notes/${noteId}`,
        as(other, jsonRequest('PUT', { title: 'x', content: '', mood: null })),
      );
      expect(rewrite.status).toBe(404);
      expect((await attach(other, noteId, PNG)).status).toBe(404);
      const detach = await app.request(
        `/api/v1/notes/${noteId}/attachments/${imageId}`,
        as(other, { method: 'DELETE' }),
      );
      expect(detach.status).toBe(404);
      expect((await app.request(`/api/v1/notes/${noteId}`, as(other, { method: 'DELETE' }))).status).toBe(
        404,
      );
    }
    const { note } = (await (await app.request(`/api/v1/notes/${noteId}`, as(author))).json()) as NoteBody;
    expect(note.title).toBe('Un día tranquilo');
    expect(note.attachments).toHaveLength(1);
  });

  it('answers an id that is not a note’s as not found', async () => {
    expect((await app.request('/api/v1/notes/not-an-id', as(author))).status).toBe(404);
    expect((await app.request(`/api/v1/notes/${randomUUID()}`, as(author))).status).toBe(404);
    expect(
      (await app.request(`/api/v1/notes/${noteId}/attachments/${randomUUID()}`, as(author))).status,
    ).toBe(404);
  });

  it('refuses a file that is not an image or PDF by its bytes, whatever its name says', async () => {
    const response = await attach(author, noteId, SVG, 'dibujo.png');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { reason: string } }).error.reason).toBe('ATTACHMENT_TYPE');
  });

  it('refuses a file over 2 MiB, and a sixth on one note', async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(NOTE_ATTACHMENT_MAX_BYTES)]);
    const tooLarge = await attach(author, noteId, large);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { reason: string } }).error.reason).toBe(
      'ATTACHMENT_TOO_LARGE',
    );

    const { note } = (await (
      await write(author, { title: 'Cinco', content: '', mood: null })
    ).json()) as NoteBody;
    const uploads = await Promise.all(Array.from({ length: 6 }, () => attach(author, note.id, PNG)));
    expect(uploads.map((response) => response.status).sort()).toEqual([201, 201, 201, 201, 201, 409]);
  });

  it('sends a PDF as a download, not to be opened inside the app', async () => {
    const { note } = (await (
      await write(author, { title: 'Informe', content: '', mood: null })
    ).json()) as NoteBody;
    const uploaded = await attach(author, note.id, PDF, 'informe médico.pdf');
    const { attachment } = (await uploaded.json()) as { attachment: { id: string; type: string } };
    expect(attachment.type).toBe('application/pdf');
    const response = await app.request(`/api/v1/notes/${note.id}/attachments/${attachment.id}`, as(author));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('informe médico.pdf')}`,
    );
  });

  it('links a note to its day’s own check-in, for someone on their own too', async () => {
    const checkin = await app.request(
      '/api/v1/checkins/today',
      as(
        individual,
        jsonRequest('PUT', {
          energy: 8,
          mental_pressure: 3,
          personal_concerns: 2,
          motivation: 9,
          submission_id: randomUUID(),
        }),
      ),
    );
    expect(checkin.status).toBe(201);
    const created = await write(individual, { title: 'Buen día', content: '', mood: 'great' });
    const { note } = (await created.json()) as NoteBody;
    expect(note.checkin).toEqual({
      energy: 8,
      mental_pressure: 3,
      personal_concerns: 2,
      motivation: 9,
      pulse: 83,
    });
  });

  it('refuses a note without a title, naming the field', async () => {
    const response = await write(author, { title: '  ', content: 'x', mood: 'sunny' });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(error.fields).sort()).toEqual(['mood', 'title']);
  });

  it('rewrites, exports and deletes the author’s own notes, attachments with them', async () => {
    const rewritten = await app.request(
      `/api/v1/notes/${noteId}`,
      as(author, jsonRequest('PUT', { title: 'Un día muy tranquilo', content: 'Paseo.', mood: 'great' })),
    );
    expect(((await rewritten.json()) as NoteBody).note).toMatchObject({
      title: 'Un día muy tranquilo',
      mood: 'great',
    });

    const exported = await app.request('/api/v1/notes/export', as(author));
    expect(exported.headers.get('content-disposition')).toBe(
      `attachment; filename="tera-notes-${TODAY}.json"`,
    );
    const file = (await exported.json()) as { notes: NoteBody['note'][] };
    expect(file.notes.map((note) => note.title)).toContain('Un día muy tranquilo');

    expect((await app.request(`/api/v1/notes/${noteId}`, as(author, { method: 'DELETE' }))).status).toBe(204);
    expect((await app.request(`/api/v1/notes/${noteId}`, as(author))).status).toBe(404);
    expect((await app.request(`/api/v1/notes/${noteId}/attachments/${imageId}`, as(author))).status).toBe(
      404,
    );
  });
});

import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  isImageAttachment,
  NOTE_ATTACHMENT_MAX_BYTES,
  NOTE_ATTACHMENT_TYPES,
  noteAttachmentSchema,
  noteExportSchema,
  noteInputSchema,
  noteListSchema,
  noteSchema,
} from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import type { LargerBody } from '../../http/body-limit.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { addAttachment, deleteAttachment, readAttachment } from './note-attachment-store.ts';
import { noteCaller } from './note-caller.ts';
import { createNote, deleteNote, listOwnNotes, noteFor, presentNote, updateNote } from './note-store.ts';

/**
 * Personal notes (docs/product/personal-wellbeing.md#notes): every signed-in person, in a company
 * or not, and each note for its author only (`notePolicy`).
 */
const own = { ...access('authenticated'), tags: ['notes'] };
const noteParams = z.object({ noteId: z.string().max(64) });
const attachmentParams = noteParams.extend({ attachmentId: z.string().max(64) });
const refusals = {
  401: errorResponse('Not signed in'),
  404: errorResponse('No such note of the caller’s'),
};
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const noteBody = { content: { 'application/json': { schema: noteInputSchema } }, required: true };
const oneNote = z.object({ note: noteSchema });

/** The upload path, whose body may be an attachment rather than the API's usual 100 KiB. */
export const NOTE_ATTACHMENT_UPLOAD = {
  method: 'POST',
  path: /^\/api\/v1\/notes\/[^/]+\/attachments$/,
  maxSize: NOTE_ATTACHMENT_MAX_BYTES,
  reason: 'ATTACHMENT_TOO_LARGE',
} as const satisfies LargerBody;

const listNotes = createRoute({
  method: 'get',
  path: '/notes',
  operationId: 'listMyNotes',
  summary: 'The caller’s own notes, newest first, each with its day’s own check-in',
  ...own,
  responses: { 200: json(noteListSchema, 'Own notes'), 401: refusals[401] },
});

const exportNotes = createRoute({
  method: 'get',
  path: '/notes/export',
  operationId: 'exportMyNotes',
  summary: 'Download every own note as one JSON file, attachments described',
  ...own,
  responses: { 200: json(noteExportSchema, 'A file'), 401: refusals[401] },
});

const createOne = createRoute({
  method: 'post',
  path: '/notes',
  operationId: 'createNote',
  summary: 'Write a note on today, the caller’s local day',
  ...own,
  request: { body: noteBody },
  responses: {
    201: json(oneNote, 'Written'),
    400: errorResponse('Invalid fields'),
    401: refusals[401],
  },
});

const readOne = createRoute({
  method: 'get',
  path: '/notes/{noteId}',
  operationId: 'readNote',
  summary: 'One own note',
  ...own,
  request: { params: noteParams },
  responses: { 200: json(oneNote, 'The note'), ...refusals },
});

const updateOne = createRoute({
  method: 'put',
  path: '/notes/{noteId}',
  operationId: 'updateNote',
  summary: 'Rewrite an own note’s title, content and mood',
  ...own,
  request: { params: noteParams, body: noteBody },
  responses: { 200: json(oneNote, 'Rewritten'), 400: errorResponse('Invalid fields'), ...refusals },
});

const deleteOne = createRoute({
  method: 'delete',
  path: '/notes/{noteId}',
  operationId: 'deleteNote',
  summary: 'Delete an own note and its attachments',
  ...own,
  request: { params: noteParams },
  responses: { 204: { description: 'Deleted' }, ...refusals },
});

const upload = createRoute({
  method: 'post',
  path: '/notes/{noteId}/attachments',
  operationId: 'attachToNote',
  summary: 'Attach a PNG, JPEG, WebP or PDF of at most 2 MiB; the body is the file itself',
  ...own,
  request: {
    params: noteParams,
    query: z.object({ name: z.string().max(500).default('attachment') }),
    body: {
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
      required: true,
    },
  },
  responses: {
    201: json(z.object({ attachment: noteAttachmentSchema }), 'Attached'),
    400: errorResponse('Not an image or PDF (reason ATTACHMENT_TYPE)'),
    409: errorResponse('The note has five attachments already (reason ATTACHMENT_LIMIT)'),
    413: errorResponse('Larger than 2 MiB (reason ATTACHMENT_TOO_LARGE)'),
    ...refusals,
  },
});

const binary = { schema: z.string().openapi({ format: 'binary' }) };
const download = createRoute({
  method: 'get',
  path: '/notes/{noteId}/attachments/{attachmentId}',
  operationId: 'readNoteAttachment',
  summary: 'An attachment’s bytes, as the type they were found to be',
  ...own,
  request: { params: attachmentParams },
  responses: {
    200: {
      description: 'The file',
      content: Object.fromEntries(NOTE_ATTACHMENT_TYPES.map((type) => [type, binary])),
    },
    ...refusals,
  },
});

const detach = createRoute({
  method: 'delete',
  path: '/notes/{noteId}/attachments/{attachmentId}',
  operationId: 'deleteNoteAttachment',
  summary: 'Remove an attachment from an own note',
  ...own,
  request: { params: attachmentParams },
  responses: { 204: { description: 'Removed' }, ...refusals },
});

/** An RFC 5987 file name, so any name travels in the header without breaking it. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  return `${kind}; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const noteRoutes = new OpenAPIHono<AppEnv>()
  .openapi(listNotes, async (c) => {
    const { actor, db } = noteCaller(c);
    return c.json({ notes: await listOwnNotes(db, actor.userId) }, 200);
  })
  .openapi(exportNotes, async (c) => {
    const { actor, db, now, today } = noteCaller(c);
    c.header('content-disposition', `attachment; filename="tera-notes-${today}.json"`);
    c.header('cache-control', 'no-store');
    return c.json({ exported_at: now.toISOString(), notes: await listOwnNotes(db, actor.userId) }, 200);
  })
  .openapi(createOne, async (c) => {
    const { actor, db, today } = noteCaller(c);
    const row = await createNote(db, actor.userId, today, c.req.valid('json'));
    return c.json({ note: await presentNote(db, row) }, 201);
  })
  .openapi(readOne, async (c) => {
    const { actor, db } = noteCaller(c);
    const row = await noteFor(db, actor, 'read', c.req.valid('param').noteId);
    return c.json({ note: await presentNote(db, row) }, 200);
  })
  .openapi(updateOne, async (c) => {
    const { actor, db, now } = noteCaller(c);
    const row = await noteFor(db, actor, 'update', c.req.valid('param').noteId);
    const updated = await updateNote(db, row.id, c.req.valid('json'), now);
    return c.json({ note: await presentNote(db, updated) }, 200);
  })
  .openapi(deleteOne, async (c) => {
    const { actor, db } = noteCaller(c);
    const row = await noteFor(db, actor, 'delete', c.req.valid('param').noteId);
    await deleteNote(db, row.id);
    return c.body(null, 204);
  })
  .openapi(upload, async (c) => {
    const { actor, db } = noteCaller(c);
    const row = await noteFor(db, actor, 'attach', c.req.valid('param').noteId);
    const bytes = Buffer.from(await c.req.arrayBuffer());
    const attachment = await addAttachment(db, row.id, { name: c.req.valid('query').name, bytes });
    return c.json({ attachment }, 201);
  })
  .openapi(download, async (c) => {
    const { actor, db } = noteCaller(c);
    const { noteId, attachmentId } = c.req.valid('param');
    const row = await noteFor(db, actor, 'read', noteId);
    const attachment = await readAttachment(db, row.id, attachmentId);
    // A PDF goes to the disk, not into a viewer inside the app's origin.
    c.header(
      'content-disposition',
      disposition(isImageAttachment(attachment.type) ? 'inline' : 'attachment', attachment.name),
    );
    return c.body(new Uint8Array(attachment.content), 200, { 'content-type': attachment.type });
  })
  .openapi(detach, async (c) => {
    const { actor, db } = noteCaller(c);
    const { noteId, attachmentId } = c.req.valid('param');
    const row = await noteFor(db, actor, 'attach', noteId);
    await deleteAttachment(db, row.id, attachmentId);
    return c.body(null, 204);
  });

import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { Resources, Schemas, Types } from 'scimmy';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { scimCall, type ScimCall } from './scim-call.ts';
import { listResponse, matching, parseListQuery, requiredEquality } from './scim-listing.ts';
import { patched } from './scim-patch.ts';
import { scimJson } from './scim-responses.ts';
import {
  attributesQuery,
  idParam,
  listQuery,
  scimAnswer,
  scimBody,
  scimFailure,
  scimReads,
  scimRefusals,
  scimWrites,
} from './scim-route-parts.ts';

type Operation = 'list' | 'read' | 'create' | 'replace' | 'patch' | 'remove';

/**
 * One SCIM resource: what its routes say in the API document, and the functions that read, write
 * and present it. The routes are the same for every resource; only these differ.
 */
export interface ScimResource<View extends object, Lookup extends string, Sent, New, Changes> {
  path: `/${string}`;
  resource: typeof Resources.User | typeof Resources.Group;
  schema: typeof Schemas.User | typeof Schemas.Group;
  summaries: Record<Operation, string>;
  answers: { list: string; read: string; created: string; saved: string; removed: string };
  failures: { notFound: string; invalid: string; takenOnCreate: string; takenOnChange: string };
  /** Whether a delete may be refused as invalid, which the document then says. */
  removeMayBeInvalid: boolean;
  lookups: readonly Lookup[];
  readViews: (call: ScimCall, by?: { name: Lookup; value: string }) => Promise<View[]>;
  readView: (call: ScimCall, id: string) => Promise<View | undefined>;
  present: (call: ScimCall, view: View, attributes?: Types.Filter) => { schemas: string[] };
  sent: (body: unknown) => Sent;
  newFrom: (sent: Sent) => New;
  provision: (call: ScimCall, created: New) => Promise<string>;
  /** A patch's changes are read from the answer it was applied to, which no schema has read. */
  changesFrom: (answered: View, sent: Sent | Record<string, unknown>, kind: 'replace' | 'patch') => Changes;
  change: (call: ScimCall, id: string, changes: Changes) => Promise<void>;
  remove: (call: ScimCall, id: string) => Promise<void>;
}

/** The six operations of RFC 7644 §3 on one resource, in the order the API document lists them. */
export function scimResourceRoutes<View extends object, Lookup extends string, Sent, New, Changes>(
  described: ScimResource<View, Lookup, Sent, New, Changes>,
) {
  const { path, resource, schema, summaries, answers, failures } = described;
  const notFound = scimFailure(failures.notFound);
  const invalid = scimFailure(failures.invalid);

  const list = createRoute({
    method: 'get',
    path,
    summary: summaries.list,
    ...scimReads,
    request: { query: listQuery },
    responses: { 200: scimAnswer(answers.list), 400: invalid, ...scimRefusals },
  });

  const read = createRoute({
    method: 'get',
    path: `${path}/{id}`,
    summary: summaries.read,
    ...scimReads,
    request: { params: idParam, query: attributesQuery },
    responses: { 200: scimAnswer(answers.read), 400: invalid, ...scimRefusals, 404: notFound },
  });

  const create = createRoute({
    method: 'post',
    path,
    summary: summaries.create,
    ...scimWrites,
    request: { body: scimBody },
    responses: {
      201: scimAnswer(answers.created),
      400: invalid,
      ...scimRefusals,
      409: scimFailure(failures.takenOnCreate),
    },
  });

  // A replacement and a patch take and answer the same.
  const change = {
    ...scimWrites,
    request: { params: idParam, body: scimBody },
    responses: {
      200: scimAnswer(answers.saved),
      400: invalid,
      ...scimRefusals,
      404: notFound,
      409: scimFailure(failures.takenOnChange),
    },
  };
  const replace = createRoute({ method: 'put', path: `${path}/{id}`, summary: summaries.replace, ...change });
  const patch = createRoute({ method: 'patch', path: `${path}/{id}`, summary: summaries.patch, ...change });

  const remove = createRoute({
    method: 'delete',
    path: `${path}/{id}`,
    summary: summaries.remove,
    ...scimWrites,
    request: { params: idParam },
    responses: {
      204: { description: answers.removed },
      ...(described.removeMayBeInvalid ? { 400: invalid } : {}),
      ...scimRefusals,
      404: notFound,
    },
  });

  async function visible(call: ScimCall, id: string): Promise<View> {
    const view = await described.readView(call, id);
    if (!view) throw new AppError('RECORD_NOT_FOUND');
    return view;
  }

  return new OpenAPIHono<AppEnv>()
    .openapi(list, async (c) => {
      const call = await scimCall(c);
      const query = parseListQuery(resource, c.req.valid('query'));
      const views = await described.readViews(call, requiredEquality(query.filter, described.lookups));
      const matches = matching(resource, query.filter, views);
      return scimJson(
        c,
        listResponse(query, matches, (view) => described.present(call, view, query.attributes)),
      );
    })
    .openapi(read, async (c) => {
      const call = await scimCall(c);
      const { attributes } = parseListQuery(resource, c.req.valid('query'));
      return scimJson(c, described.present(call, await visible(call, c.req.valid('param').id), attributes));
    })
    .openapi(create, async (c) => {
      const call = await scimCall(c);
      const id = await described.provision(call, described.newFrom(described.sent(c.req.valid('json'))));
      const created = described.present(call, await visible(call, id));
      c.header('Location', `${call.baseUrl}${path}/${id}`);
      return scimJson(c, created, 201);
    })
    .openapi(replace, async (c) => {
      const call = await scimCall(c);
      const { id } = c.req.valid('param');
      const answered = await visible(call, id);
      const sent = described.sent(c.req.valid('json'));
      await described.change(call, id, described.changesFrom(answered, sent, 'replace'));
      return scimJson(c, described.present(call, await visible(call, id)));
    })
    .openapi(patch, async (c) => {
      const call = await scimCall(c);
      const { id } = c.req.valid('param');
      const answered = await visible(call, id);
      const result = await patched(schema, answered, c.req.valid('json'));
      if (result) await described.change(call, id, described.changesFrom(answered, result, 'patch'));
      return scimJson(c, described.present(call, await visible(call, id)));
    })
    .openapi(remove, async (c) => {
      await described.remove(await scimCall(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

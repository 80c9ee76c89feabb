import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { Resources, Schemas } from 'scimmy';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { changeUser, deleteUser } from './change-user.ts';
import { provisionUser } from './provision-user.ts';
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
import { newUserFrom, sentUser, userChangesFrom } from './user-input.ts';
import { readUserView, readUserViews, USER_LOOKUPS, userResource } from './user-views.ts';

const notFound = scimFailure('No such person in the company, or one the provider deleted');
const invalid = scimFailure('A filter, attribute or operation Tera cannot read or take');

const list = createRoute({
  method: 'get',
  path: '/Users',
  summary: "The company's people, active or not, filtered and a page at a time",
  ...scimReads,
  request: { query: listQuery },
  responses: { 200: scimAnswer('A ListResponse of Users'), 400: invalid, ...scimRefusals },
});

const read = createRoute({
  method: 'get',
  path: '/Users/{id}',
  summary: 'One person',
  ...scimReads,
  request: { params: idParam, query: attributesQuery },
  responses: { 200: scimAnswer('The User'), 400: invalid, ...scimRefusals, 404: notFound },
});

const create = createRoute({
  method: 'post',
  path: '/Users',
  summary: 'Add a person to the company, or bring back one the provider deleted, if a seat is free',
  ...scimWrites,
  request: { body: scimBody },
  responses: {
    201: scimAnswer('The User created'),
    400: invalid,
    ...scimRefusals,
    409: scimFailure('An account already has that user name'),
  },
});

const replace = createRoute({
  method: 'put',
  path: '/Users/{id}',
  summary: "Replace a person's user name, name, state and external id",
  ...scimWrites,
  request: { params: idParam, body: scimBody },
  responses: {
    200: scimAnswer('The User as saved'),
    400: invalid,
    ...scimRefusals,
    404: notFound,
    409: scimFailure('Another account has that user name'),
  },
});

const patch = createRoute({
  method: 'patch',
  path: '/Users/{id}',
  summary: 'Change a person with a PatchOp message',
  ...scimWrites,
  request: { params: idParam, body: scimBody },
  responses: {
    200: scimAnswer('The User as saved'),
    400: invalid,
    ...scimRefusals,
    404: notFound,
    409: scimFailure('Another account has that user name'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/Users/{id}',
  summary: 'Deactivate a person and hide them from the provider; their records stay',
  ...scimWrites,
  request: { params: idParam },
  responses: { 204: { description: 'Deactivated and hidden' }, 400: invalid, ...scimRefusals, 404: notFound },
});

async function visibleUser(call: ScimCall, id: string) {
  const view = await readUserView(call, id);
  if (!view) throw new AppError('RECORD_NOT_FOUND');
  return view;
}

/** SCIM Users: the company's people (docs/product/provisioning.md#people). */
export const scimUserRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const call = await scimCall(c);
    const query = parseListQuery(Resources.User, c.req.valid('query'));
    const views = await readUserViews(call, requiredEquality(query.filter, USER_LOOKUPS));
    const matches = matching(Resources.User, query.filter, views);
    return scimJson(
      c,
      listResponse(query, matches, (view) => userResource(call, view, query.attributes)),
    );
  })
  .openapi(read, async (c) => {
    const call = await scimCall(c);
    const { attributes } = parseListQuery(Resources.User, c.req.valid('query'));
    return scimJson(c, userResource(call, await visibleUser(call, c.req.valid('param').id), attributes));
  })
  .openapi(create, async (c) => {
    const call = await scimCall(c);
    const id = await provisionUser(call, newUserFrom(sentUser(c.req.valid('json'))));
    const created = userResource(call, await visibleUser(call, id));
    c.header('Location', `${call.baseUrl}/Users/${id}`);
    return scimJson(c, created, 201);
  })
  .openapi(replace, async (c) => {
    const call = await scimCall(c);
    const { id } = c.req.valid('param');
    const answered = await visibleUser(call, id);
    await changeUser(call, id, userChangesFrom(answered, sentUser(c.req.valid('json')), 'replace'));
    return scimJson(c, userResource(call, await visibleUser(call, id)));
  })
  .openapi(patch, async (c) => {
    const call = await scimCall(c);
    const { id } = c.req.valid('param');
    const answered = await visibleUser(call, id);
    const result = await patched(Schemas.User, answered, c.req.valid('json'));
    if (result) await changeUser(call, id, userChangesFrom(answered, result, 'patch'));
    return scimJson(c, userResource(call, await visibleUser(call, id)));
  })
  .openapi(remove, async (c) => {
    await deleteUser(await scimCall(c), c.req.valid('param').id);
    return c.body(null, 204);
  });

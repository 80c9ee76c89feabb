import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { Resources, Schemas } from 'scimmy';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { changeGroup, deleteGroup, provisionGroup } from './change-group.ts';
import { groupChangesFrom, newGroupFrom, sentGroup } from './group-input.ts';
import { GROUP_LOOKUPS, groupResource, readGroupView, readGroupViews } from './group-views.ts';
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

const notFound = scimFailure('No such team in the company');
const invalid = scimFailure('A filter, attribute, member or operation Tera cannot read or take');
const nameTaken = scimFailure('The company already has a team of that name, whatever its case');

const list = createRoute({
  method: 'get',
  path: '/Groups',
  summary: "The company's teams with their members, filtered and a page at a time",
  ...scimReads,
  request: { query: listQuery },
  responses: { 200: scimAnswer('A ListResponse of Groups'), 400: invalid, ...scimRefusals },
});

const read = createRoute({
  method: 'get',
  path: '/Groups/{id}',
  summary: 'One team',
  ...scimReads,
  request: { params: idParam, query: attributesQuery },
  responses: { 200: scimAnswer('The Group'), 400: invalid, ...scimRefusals, 404: notFound },
});

const create = createRoute({
  method: 'post',
  path: '/Groups',
  summary: 'Create a team, moving its members into it',
  ...scimWrites,
  request: { body: scimBody },
  responses: { 201: scimAnswer('The Group created'), 400: invalid, ...scimRefusals, 409: nameTaken },
});

const replace = createRoute({
  method: 'put',
  path: '/Groups/{id}',
  summary: "Replace a team's name, members and external id",
  ...scimWrites,
  request: { params: idParam, body: scimBody },
  responses: {
    200: scimAnswer('The Group as saved'),
    400: invalid,
    ...scimRefusals,
    404: notFound,
    409: nameTaken,
  },
});

const patch = createRoute({
  method: 'patch',
  path: '/Groups/{id}',
  summary: 'Rename a team or move people in and out of it with a PatchOp message',
  ...scimWrites,
  request: { params: idParam, body: scimBody },
  responses: {
    200: scimAnswer('The Group as saved'),
    400: invalid,
    ...scimRefusals,
    404: notFound,
    409: nameTaken,
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/Groups/{id}',
  summary: 'Empty a team and forget the provider’s id for it; the team stays',
  ...scimWrites,
  request: { params: idParam },
  responses: { 204: { description: 'Emptied and unlinked' }, ...scimRefusals, 404: notFound },
});

async function visibleGroup(call: ScimCall, id: string) {
  const view = await readGroupView(call, id);
  if (!view) throw new AppError('RECORD_NOT_FOUND');
  return view;
}

/** SCIM Groups: the company's teams (docs/product/provisioning.md#teams). */
export const scimGroupRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const call = await scimCall(c);
    const query = parseListQuery(Resources.Group, c.req.valid('query'));
    const views = await readGroupViews(call, requiredEquality(query.filter, GROUP_LOOKUPS));
    const matches = matching(Resources.Group, query.filter, views);
    return scimJson(
      c,
      listResponse(query, matches, (view) => groupResource(call, view, query.attributes)),
    );
  })
  .openapi(read, async (c) => {
    const call = await scimCall(c);
    const { attributes } = parseListQuery(Resources.Group, c.req.valid('query'));
    return scimJson(c, groupResource(call, await visibleGroup(call, c.req.valid('param').id), attributes));
  })
  .openapi(create, async (c) => {
    const call = await scimCall(c);
    const id = await provisionGroup(call, newGroupFrom(sentGroup(c.req.valid('json'))));
    const created = groupResource(call, await visibleGroup(call, id));
    c.header('Location', `${call.baseUrl}/Groups/${id}`);
    return scimJson(c, created, 201);
  })
  .openapi(replace, async (c) => {
    const call = await scimCall(c);
    const { id } = c.req.valid('param');
    const answered = await visibleGroup(call, id);
    await changeGroup(call, id, groupChangesFrom(answered, sentGroup(c.req.valid('json')), 'replace'));
    return scimJson(c, groupResource(call, await visibleGroup(call, id)));
  })
  .openapi(patch, async (c) => {
    const call = await scimCall(c);
    const { id } = c.req.valid('param');
    const answered = await visibleGroup(call, id);
    const result = await patched(Schemas.Group, answered, c.req.valid('json'));
    if (result) await changeGroup(call, id, groupChangesFrom(answered, result, 'patch'));
    return scimJson(c, groupResource(call, await visibleGroup(call, id)));
  })
  .openapi(remove, async (c) => {
    await deleteGroup(await scimCall(c), c.req.valid('param').id);
    return c.body(null, 204);
  });

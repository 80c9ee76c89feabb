import { Resources, Schemas } from 'scimmy';
import { changeGroup, deleteGroup, provisionGroup } from './change-group.ts';
import { groupChangesFrom, newGroupFrom, sentGroup } from './group-input.ts';
import { GROUP_LOOKUPS, groupResource, readGroupView, readGroupViews } from './group-views.ts';
import { scimResourceRoutes } from './scim-resource-routes.ts';

const nameTaken = 'The company already has a team of that name, whatever its case';

/** SCIM Groups: the company's teams (docs/product/provisioning.md#teams). */
export const scimGroupRoutes = scimResourceRoutes({
  path: '/Groups',
  resource: Resources.Group,
  schema: Schemas.Group,
  summaries: {
    list: "The company's teams with their members, filtered and a page at a time",
    read: 'One team',
    create: 'Create a team, moving its members into it',
    replace: "Replace a team's name, members and external id",
    patch: 'Rename a team or move people in and out of it with a PatchOp message',
    remove: 'Empty a team and forget the provider’s id for it; the team stays',
  },
  answers: {
    list: 'A ListResponse of Groups',
    read: 'The Group',
    created: 'The Group created',
    saved: 'The Group as saved',
    removed: 'Emptied and unlinked',
  },
  failures: {
    notFound: 'No such team in the company',
    invalid: 'A filter, attribute, member or operation Tera cannot read or take',
    takenOnCreate: nameTaken,
    takenOnChange: nameTaken,
  },
  removeMayBeInvalid: false,
  lookups: GROUP_LOOKUPS,
  readViews: readGroupViews,
  readView: readGroupView,
  present: groupResource,
  sent: sentGroup,
  newFrom: newGroupFrom,
  provision: provisionGroup,
  changesFrom: groupChangesFrom,
  change: changeGroup,
  remove: deleteGroup,
});

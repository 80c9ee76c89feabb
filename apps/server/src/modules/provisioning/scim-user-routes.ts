import { Resources, Schemas } from 'scimmy';
import { changeUser, deleteUser } from './change-user.ts';
import { provisionUser } from './provision-user.ts';
import { scimResourceRoutes } from './scim-resource-routes.ts';
import { newUserFrom, sentUser, userChangesFrom } from './user-input.ts';
import { readUserView, readUserViews, USER_LOOKUPS, userResource } from './user-views.ts';

/** SCIM Users: the company's people (docs/product/provisioning.md#people). */
export const scimUserRoutes = scimResourceRoutes({
  path: '/Users',
  resource: Resources.User,
  schema: Schemas.User,
  summaries: {
    list: "The company's people, active or not, filtered and a page at a time",
    read: 'One person',
    create: 'Add a person to the company, or bring back one the provider deleted, if a seat is free',
    replace: "Replace a person's user name, name, state and external id",
    patch: 'Change a person with a PatchOp message',
    remove: 'Deactivate a person and hide them from the provider; their records stay',
  },
  answers: {
    list: 'A ListResponse of Users',
    read: 'The User',
    created: 'The User created',
    saved: 'The User as saved',
    removed: 'Deactivated and hidden',
  },
  failures: {
    notFound: 'No such person in the company, or one the provider deleted',
    invalid: 'A filter, attribute or operation Tera cannot read or take',
    takenOnCreate: 'An account already has that user name',
    takenOnChange: 'Another account has that user name',
  },
  // The company's last admin is not deactivated.
  removeMayBeInvalid: true,
  lookups: USER_LOOKUPS,
  readViews: readUserViews,
  readView: readUserView,
  present: userResource,
  sent: sentUser,
  newFrom: newUserFrom,
  provision: provisionUser,
  changesFrom: userChangesFrom,
  change: changeUser,
  remove: deleteUser,
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createScimApi } from '../../src/modules/provisioning/scim-app.ts';
import { rowCounter } from '../support/row-counter.ts';
import { issueKey, platformAdmin, PROVISIONING, scim, scimCompany } from '../support/scim-company.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Operation {
  method: string;
  path: string;
  hasBody: boolean;
}

const RUNS_PER_OPERATION = 40;
// A refused request still counts against its limit and is audited for the key's admins.
const TABLES_WRITTEN_BY_REFUSALS = new Set(['rate_limits', 'api_key_calls', '__drizzle_migrations']);
const STACK_TRACE = /\n\s+at\s|node_modules|\.ts:\d+:\d+|\bTypeError\b|\bReferenceError\b/;

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '\u0000',
    '%00',
    '9'.repeat(400),
    '00000000-0000-0000-0000-000000000000',
    'userName eq "a" and (',
    'emails[type eq "work"',
    'not (',
    'meta.lastModified gt "x"',
    'members[value eq "x"].display',
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager',
    '__proto__',
  ),
);

/** SCIM-shaped bodies with hostile parts, so the input reaches scimmy and not only the JSON parser. */
const scimBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({
    schemas: fc.oneof(fc.constant([USER]), fc.constant([GROUP]), fc.array(hostileText, { maxLength: 2 })),
    userName: fc.oneof(hostileText, fc.emailAddress(), fc.jsonValue({ maxDepth: 1 })),
    displayName: fc.oneof(hostileText, fc.jsonValue({ maxDepth: 1 })),
    active: fc.oneof(fc.boolean(), hostileText),
    members: fc.oneof(
      fc.array(fc.record({ value: hostileText }), { maxLength: 3 }),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    name: fc.oneof(fc.record({ givenName: hostileText, familyName: hostileText }), hostileText),
  }),
  fc.record({
    schemas: fc.oneof(fc.constant([PATCH_OP]), fc.array(hostileText, { maxLength: 2 })),
    Operations: fc.oneof(
      fc.array(
        fc.record(
          {
            op: fc.oneof(fc.constantFrom('add', 'Replace', 'remove', 'move'), hostileText),
            path: fc.oneof(
              fc.constantFrom(
                'active',
                'name.givenName',
                'emails[type eq "work"].value',
                'members',
                'displayName',
              ),
              hostileText,
            ),
            value: fc.jsonValue({ maxDepth: 3 }),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 4 },
      ),
      fc.jsonValue({ maxDepth: 2 }),
    ),
  }),
);

const contentTypes = fc.constantFrom(
  'application/scim+json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
);

describe('every SCIM route under random and hostile input', () => {
  let app: TestApp;
  let rowCounts: () => Promise<Record<string, number>>;
  const keys = new Map<string, string>();
  const ids: string[] = [];
  const operations: Operation[] = createScimApi().openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === 'route'
      ? [
          {
            method: definition.route.method.toUpperCase(),
            path: definition.route.path,
            hasBody: definition.route.request?.body !== undefined,
          },
        ]
      : [],
  );

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const acme = await scimCompany(app, await platformAdmin(app), 'acme');
    const person = await scim(app, acme.key, 'POST', '/Users', {
      schemas: [USER],
      userName: 'ana@acme.test',
    });
    const team = await scim(app, acme.key, 'POST', '/Groups', { schemas: [GROUP], displayName: 'Ventas' });
    ids.push(person.body.id as string, team.body.id as string);
    // A key per operation, so the runs stay within one key's calls a minute.
    for (const operation of operations) {
      keys.set(
        `${operation.method} ${operation.path}`,
        await issueKey(app, acme.admin, 'acme', PROVISIONING),
      );
    }
    rowCounts = await rowCounter(app, TABLES_WRITTEN_BY_REFUSALS);
  }, 60_000);
  afterAll(() => app.dispose());

  it('finds the SCIM routes to fuzz in their registry', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it('never answers 500, never shows a stack trace, and changes no row when it refuses', async () => {
    for (const operation of operations) {
      const key = keys.get(`${operation.method} ${operation.path}`)!;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom(...ids), hostileText),
          fc.dictionary(
            fc.constantFrom('filter', 'attributes', 'excludedAttributes', 'startIndex', 'count', 'sortBy'),
            fc.oneof(hostileText, fc.integer().map(String)),
            { maxKeys: 4 },
          ),
          fc.oneof(
            scimBody.map((body) => JSON.stringify(body)),
            hostileText,
          ),
          contentTypes,
          async (id, query, body, contentType) => {
            const search = new URLSearchParams(query).toString();
            const path = operation.path.replace(/\{[^}]+\}/, encodeURIComponent(id));
            const url = `/scim/v2${path}${search ? `?${search}` : ''}`;
            const before = await rowCounts();
            const response = await app.request(url, {
              method: operation.method,
              headers: { authorization: `Bearer ${key}`, 'content-type': contentType },
              ...(operation.hasBody ? { body } : {}),
            });
            const text = await response.text();
            expect(response.status, `${operation.method} ${url}`).toBeLessThan(500);
            expect(text, `${operation.method} ${url}`).not.toMatch(STACK_TRACE);
            if (response.status >= 400) {
              expect(response.headers.get('content-type'), url).toContain('application/scim+json');
              expect(await rowCounts(), `${operation.method} ${url}`).toEqual(before);
            }
          },
        ),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
  }, 240_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query-rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { signIn } from '../support/sessions.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-people.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string }[];
  hasBody: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>
  >;
}

const RUNS_PER_OPERATION = 40;

// Counters of refused requests are written on purpose when a request is refused.
const TABLES_WRITTEN_BY_REFUSALS = new Set(['rate_limits', '__drizzle_migrations']);

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '\u0000',
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    'null',
    '-1',
    '1e309',
    '9'.repeat(400),
    '00000000-0000-0000-0000-000000000000',
    'demo',
  ),
);

const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(hostileText, fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileText), { maxKeys: 12 })
    .map((value) => JSON.stringify(value)),
  fc.constantFrom('{', '[', '"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{}}}', ''),
  fc.integer({ min: 1, max: 6 }).map((depth) => '['.repeat(depth * 1000) + ']'.repeat(depth * 1000)),
  fc.string({ unit: 'binary', maxLength: 256 }),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
);

function operationsOf(document: OpenApiDocument): Operation[] {
  // The account routes name their own base (better-auth's); their refusals have suites of their own.
  const apiPaths = Object.entries(document.paths).filter(([, item]) => !('servers' in item));
  return apiPaths.flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      hasBody: operation.requestBody !== undefined,
    })),
  );
}

function pathWith(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[index++] ?? 'x'));
}

/**
 * How many rows each table holds, in one statement: a request runs it twice, and one count per
 * table and round trip would take most of the suite's time as the tables grow.
 */
async function rowCounter(app: TestApp): Promise<() => Promise<Record<string, number>>> {
  const { db } = app.deps.database;
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const counted = tables
    .map(({ table_name: table }) => table)
    .filter((table) => !TABLES_WRITTEN_BY_REFUSALS.has(table));
  const statement = sql.join(
    counted.map((table) => sql`select ${table} as name, count(*)::int as n from ${sql.identifier(table)}`),
    sql` union all `,
  );
  return async () => {
    const rows = await queryRows<{ name: string; n: number }>(db, statement);
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
  };
}

const STACK_TRACE = /\n\s+at\s|node_modules|\.ts:\d+:\d+|\bTypeError\b|\bReferenceError\b/;

describe('every JSON endpoint under random and hostile input', () => {
  let app: TestApp;
  let operations: Operation[];
  let rowCounts: () => Promise<Record<string, number>>;
  // Nobody, a leader and an admin, so the input reaches validation behind every policy.
  const cookies: string[] = [''];

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
    for (const email of ['carlos@demo.tera.local', 'ana@demo.tera.local']) {
      cookies.push((await signIn(app, email, DEMO_PASSWORD)).cookie);
    }
    const response = await app.request('/api/v1/openapi.json');
    operations = operationsOf((await response.json()) as OpenApiDocument);
    rowCounts = await rowCounter(app);
  }, 60_000);
  afterAll(() => app.dispose());

  it('finds the operations to fuzz in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it('never answers 500, never shows a stack trace, and changes no row when it refuses', async () => {
    // Nothing writes between requests, so the counts read after a refusal are the next request's
    // counts before: reading them again would double the suite's main cost for nothing.
    let countsAfterRefusal: Record<string, number> | undefined;
    for (const operation of operations) {
      const placeholders = (operation.path.match(/\{[^}]+\}/g) ?? []).length;
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileText, { minLength: placeholders, maxLength: placeholders }),
          fc.dictionary(
            fc.oneof(fc.constantFrom(...operation.parameters.map((p) => p.name), 'from', 'to'), hostileText),
            hostileText,
            { maxKeys: 5 },
          ),
          hostileJson,
          contentTypes,
          fc.record({
            'accept-language': hostileText,
            cookie: fc.oneof(
              fc.constant(''),
              hostileText.map((value) => `tera.session_token=${value}`),
            ),
            // Many client addresses, so the per-client limits let most requests reach validation.
            'x-forwarded-for': fc.oneof(
              { weight: 4, arbitrary: fc.ipV4() },
              { weight: 1, arbitrary: hostileText },
            ),
          }),
          async (pathValues, query, body, contentType, headers) => {
            const search = new URLSearchParams(query).toString();
            const url = `/api/v1${pathWith(operation.path, pathValues)}${search ? `?${search}` : ''}`;
            const before = countsAfterRefusal ?? (await rowCounts());
            countsAfterRefusal = undefined;
            const sendsBody = operation.method !== 'GET' && operation.method !== 'HEAD';
            const safeHeaders = Object.fromEntries(
              Object.entries({ ...headers, 'content-type': contentType }).filter(([, value]) =>
                /^[\t\x20-\x7e]*$/.test(value),
              ),
            );
            const response = await app.request(url, {
              method: operation.method,
              headers: safeHeaders,
              ...(sendsBody ? { body } : {}),
            });
            // A live stream never ends; its opening is all there is to judge.
            const isStream = response.headers.get('content-type')?.includes('event-stream') ?? false;
            if (isStream) await response.body?.cancel();
            const text = isStream ? '' : await response.text();
            expect(response.status, `${operation.method} ${url}`).toBeLessThan(500);
            expect(text, `${operation.method} ${url}`).not.toMatch(STACK_TRACE);
            if (response.status >= 400) {
              const after = await rowCounts();
              expect(after, `${operation.method} ${url}`).toEqual(before);
              countsAfterRefusal = after;
            }
          },
        ),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
  }, 240_000);
});

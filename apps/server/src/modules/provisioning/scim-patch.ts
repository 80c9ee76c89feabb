import { Messages, type Schemas } from 'scimmy';
import { asInvalid } from './scim-input-errors.ts';

type Operation = Messages.PatchOp.PatchOpOperation;

/**
 * The attributes Tera keeps of each resource. A provider maps more than any one application keeps
 * (phone numbers, addresses, its enterprise extension); operations on the rest are accepted and
 * left aside, or scimmy would refuse a path into a value Tera never answers.
 */
const KEPT: Record<'User' | 'Group', ReadonlySet<string>> = {
  User: new Set(['username', 'name', 'displayname', 'active', 'externalid']),
  Group: new Set(['displayname', 'members', 'externalid']),
};

const CORE_SCHEMA = /^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/i;

/** The attribute a path starts at, lower-cased; none for a path into an extension schema. */
function rootOf(path: string): string | undefined {
  if (/^urn:/i.test(path) && !CORE_SCHEMA.test(path)) return undefined;
  return path.replace(CORE_SCHEMA, '').split(/[.[]/)[0]?.toLowerCase();
}

/** Entra sends `active` as the strings "True" and "False" unless its SCIM compliance flag is on. */
function booleanOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const word = value.toLowerCase();
  return word === 'true' ? true : word === 'false' ? false : value;
}

function kept(kind: 'User' | 'Group', operation: Operation): Operation[] {
  const { path, value } = operation;
  if (path !== undefined) {
    const root = rootOf(path);
    if (!root || !KEPT[kind].has(root)) return [];
    return [{ ...operation, value: root === 'active' ? booleanOf(value) : value }];
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [operation];
  const entries = Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
    const root = rootOf(key);
    return root && KEPT[kind].has(root) ? [[key, root === 'active' ? booleanOf(item) : item] as const] : [];
  });
  return entries.length > 0 ? [{ ...operation, value: Object.fromEntries(entries) }] : [];
}

/**
 * A PatchOp message (RFC 7644 §3.5.2) applied by scimmy to what Tera answered, as a plain value;
 * undefined when it changes nothing Tera keeps.
 */
export async function patched(
  schema: typeof Schemas.User | typeof Schemas.Group,
  answered: object,
  message: unknown,
): Promise<Record<string, unknown> | undefined> {
  const kind = schema.definition.name === 'User' ? 'User' : 'Group';
  const request = asInvalid(
    'invalidValue',
    () => new Messages.PatchOp(message as ConstructorParameters<typeof Messages.PatchOp>[0]),
  );
  const operations = request.Operations.flatMap((operation) => kept(kind, operation));
  if (operations.length === 0) return undefined;
  const result = await asInvalid('invalidValue', () =>
    new Messages.PatchOp({ schemas: request.schemas, Operations: operations }).apply(
      new schema(answered, 'out'),
    ),
  );
  return result && (JSON.parse(JSON.stringify(result)) as Record<string, unknown>);
}

import { createHash } from 'node:crypto';
import type { drizzleAdapter } from 'better-auth/adapters/drizzle';

type AdapterFactory = ReturnType<typeof drizzleAdapter>;
type AuthAdapter = ReturnType<AdapterFactory>;
type Where = Parameters<AuthAdapter['findOne']>[0]['where'][number];
type Row = Record<string, unknown>;

/**
 * What the database keeps for a secret token: its SHA-256 in base64url, so a copy of the tables
 * signs nobody in and opens no link. The auth library hashes one-time values (reset links) the
 * same way. Tokens are long and random: a salt or a slow hash would add nothing.
 */
export function storedToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const hashValue = (value: Where['value']): Where['value'] => {
  if (typeof value === 'string') return storedToken(value);
  if (Array.isArray(value)) return value.map((item) => storedToken(String(item)));
  return value;
};

const hashWhere = (model: string, where: Where[] | undefined) =>
  model === 'session'
    ? where?.map((clause) =>
        clause.field === 'token' ? { ...clause, value: hashValue(clause.value) } : clause,
      )
    : where;

/** The token a session was looked up by, if the lookup named exactly one. */
const askedToken = (where: Where[] | undefined): string | undefined => {
  const clause = where?.find((item) => item.field === 'token' && (item.operator ?? 'eq') === 'eq');
  return typeof clause?.value === 'string' ? clause.value : undefined;
};

/**
 * Callers get back the token they asked by, as if it were stored; rows found another way keep
 * the stored hash, which opens nothing.
 */
function restoreToken<T>(model: string, row: T, token: string | undefined): T {
  if (model !== 'session' || token === undefined || row === null || typeof row !== 'object') return row;
  return { ...(row as Row), token } as T;
}

function hashedAdapter<A extends Omit<AuthAdapter, 'transaction'>>(adapter: A): A {
  return {
    ...adapter,
    async create(data) {
      const token = data.model === 'session' ? (data.data as Row).token : undefined;
      if (typeof token !== 'string') return adapter.create(data);
      const created = await adapter.create({
        ...data,
        data: { ...data.data, token: storedToken(token) },
      });
      return restoreToken(data.model, created, token);
    },
    async findOne(data) {
      const found = await adapter.findOne({ ...data, where: hashWhere(data.model, data.where)! });
      return restoreToken(data.model, found, askedToken(data.where));
    },
    async findMany(data) {
      const found = await adapter.findMany({ ...data, where: hashWhere(data.model, data.where) });
      const token = askedToken(data.where);
      return found.map((row) => restoreToken(data.model, row, token));
    },
    count: (data) => adapter.count({ ...data, where: hashWhere(data.model, data.where) }),
    async update(data) {
      const updated = await adapter.update({ ...data, where: hashWhere(data.model, data.where)! });
      return restoreToken(data.model, updated, askedToken(data.where));
    },
    updateMany: (data) => adapter.updateMany({ ...data, where: hashWhere(data.model, data.where)! }),
    delete: (data) => adapter.delete({ ...data, where: hashWhere(data.model, data.where)! }),
    deleteMany: (data) => adapter.deleteMany({ ...data, where: hashWhere(data.model, data.where)! }),
    async consumeOne(data) {
      const consumed = await adapter.consumeOne({ ...data, where: hashWhere(data.model, data.where)! });
      return restoreToken(data.model, consumed, askedToken(data.where));
    },
    async incrementOne(data) {
      const updated = await adapter.incrementOne({ ...data, where: hashWhere(data.model, data.where)! });
      return restoreToken(data.model, updated, askedToken(data.where));
    },
  };
}

/**
 * The auth library stores session tokens as they are; this stores their hash instead, for every
 * query the library makes, inside transactions too. Only `auth/` reads `auth_sessions`, through
 * `storedToken`.
 */
export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => {
    const adapter = factory(options);
    return {
      ...hashedAdapter(adapter),
      transaction: (callback) => adapter.transaction((trx) => callback(hashedAdapter(trx))),
    };
  };
}

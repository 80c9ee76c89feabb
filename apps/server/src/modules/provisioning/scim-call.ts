import type { Context } from 'hono';
import type { Actor, Language } from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import { requirePrincipal } from '../../auth/principal.ts';
import { publicUrl } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { companyOfSlug, type CompanyInScope } from '../people/company-seats.ts';

export const SCIM_BASE = '/scim/v2';

/** One provider's request: the company its key stands for, acting as that key, at one instant. */
export interface ScimCall {
  db: Db;
  actor: Actor;
  company: CompanyInScope;
  now: Date;
  language: Language;
  /** Where resources live, for their `meta.location`. */
  baseUrl: string;
}

export async function scimCall(c: Context<AppEnv>): Promise<ScimCall> {
  const { deps } = c.var;
  const principal = requirePrincipal(c);
  const db = deps.database.db;
  return {
    db,
    actor: requireActor(c),
    // The access policy let only a key through, and a key always names its company.
    company: await companyOfSlug(db, principal.companySlug!),
    now: deps.clock.now(),
    language: c.var.language,
    baseUrl: `${publicUrl(deps.config)}${SCIM_BASE}`,
  };
}

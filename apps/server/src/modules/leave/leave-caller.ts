import type { Context } from 'hono';
import { localParts, type Actor } from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import { requirePrincipal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';

export interface CompanyCaller {
  actor: Actor & { companyId: string };
  db: Db;
  now: Date;
  timeZone: string;
  /** The caller's local today on the company's clock. */
  today: string;
  /** The company's privacy threshold: the fewest people a figure about others may describe. */
  threshold: number;
}

/**
 * The signed-in person of a company: leave and recognitions are between colleagues, so someone on
 * their own has neither.
 */
export function companyCaller(c: Context<AppEnv>): CompanyCaller {
  const principal = requirePrincipal(c);
  const actor = requireActor(c);
  if (actor.companyId === null) throw new AppError('UNAUTHORIZED', { reason: 'FORBIDDEN_ROLE' });
  const now = c.var.deps.clock.now();
  return {
    actor: { ...actor, companyId: actor.companyId },
    db: c.var.deps.database.db,
    now,
    timeZone: principal.timeZone,
    today: localParts(now, principal.timeZone).date,
    threshold: principal.confidentialityThreshold,
  };
}

import type { Context } from 'hono';
import { localParts } from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import { requirePrincipal } from '../../auth/principal.ts';
import type { AppEnv } from '../../http/app-env.ts';

/** The signed-in person and their local today, in a company or on their own. */
export function noteCaller(c: Context<AppEnv>) {
  const principal = requirePrincipal(c);
  const now = c.var.deps.clock.now();
  return {
    actor: requireActor(c),
    db: c.var.deps.database.db,
    now,
    today: localParts(now, principal.timeZone).date,
  };
}

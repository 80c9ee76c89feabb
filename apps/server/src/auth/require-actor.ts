import type { Context } from 'hono';
import type { Actor } from '@tera/domain';
import type { AppEnv } from '../http/app-env.ts';
import { requirePrincipal, type Principal } from './principal.ts';

/** The facts the shared record rules judge a caller by, taken from who the session says they are. */
export function actorOf(principal: Principal): Actor {
  return {
    userId: principal.userId,
    email: principal.email,
    role: principal.role,
    companyId: principal.companyId,
    isSuperAdmin: principal.isSuperAdmin,
  };
}

/** For handlers behind a signed-in policy: the caller, as the record rules see them. */
export function requireActor(c: Context<AppEnv>): Actor {
  return actorOf(requirePrincipal(c));
}

import type { Actor } from '@tera/domain';
import { useAuth } from '../../../lib/auth/auth-context';
import { useActor } from '../../../lib/auth/use-actor';

/** The reader and their company: trainings live in a company, so a person without one has none. */
export function useTrainingScope(): { actor: Actor; userId: string; slug: string } | null {
  const actor = useActor();
  const { company } = useAuth();
  if (!actor || !company) return null;
  return { actor, userId: actor.userId, slug: company.slug };
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { planForSeats } from '@tera/domain';
import { isApiError, type FeatureBlock } from '../api-error';
import { peopleQueryOptions } from './get-people';
import { getCompanyPlan } from '../company/company-plan';

/**
 * What the upgrade dialog shows when seats run out: the server's refusal says it, and for rows an
 * import left out the same rule the server uses names the plan.
 */
export function useSeatLimit(slug: string) {
  const queryClient = useQueryClient();
  const [block, setBlock] = useState<FeatureBlock | null>(null);
  return {
    block,
    close: () => setBlock(null),
    /** True when the error was the plan's refusal, now shown in the dialog. */
    fromError(error: unknown): boolean {
      if (!isApiError(error) || !error.featureBlock) return false;
      setBlock(error.featureBlock);
      return true;
    },
    async forRowsLeftOut(rows: number): Promise<void> {
      const [plan, people] = await Promise.all([
        getCompanyPlan(slug),
        queryClient.fetchQuery(peopleQueryOptions(slug, {})),
      ]);
      setBlock({
        blockReason: 'plan',
        currentPlan: plan.planType,
        requiredPlan: planForSeats(plan, people.seats.used + rows),
      });
    },
  };
}

import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { analyseCheckin, INSIGHT_DEBOUNCE_MS, INSIGHT_DURATION_MS, type InsightKind } from '@tera/domain';
import { readingOf, type CheckinAnswersForm } from './use-checkin-answers';

export type CheckinInsight =
  { phase: 'idle' } | { phase: 'analysing' } | { phase: 'ready'; kinds: InsightKind[] };

/**
 * The analysis re-runs 1 s after the last slider change and then shows its work for
 * 1.5 s, so a person dragging a slider sees one analysis of where they stopped, not one per step.
 * Until a slider first moves there is nothing to analyse.
 */
export function useCheckinInsight(control: CheckinAnswersForm['control']): CheckinInsight {
  // `compute` keeps the reading's identity until a slider changes, so choosing a tag restarts nothing.
  const values = useWatch({ control, compute: readingOf });
  const [insight, setInsight] = useState<CheckinInsight>({ phase: 'idle' });
  const untouched = useRef(values);

  useEffect(() => {
    if (values === untouched.current) return;
    let analysing: ReturnType<typeof setTimeout> | undefined;
    const debounce = setTimeout(() => {
      setInsight({ phase: 'analysing' });
      analysing = setTimeout(
        () => setInsight({ phase: 'ready', kinds: analyseCheckin(values) }),
        INSIGHT_DURATION_MS,
      );
    }, INSIGHT_DEBOUNCE_MS);
    return () => {
      clearTimeout(debounce);
      clearTimeout(analysing);
    };
  }, [values]);

  return insight;
}

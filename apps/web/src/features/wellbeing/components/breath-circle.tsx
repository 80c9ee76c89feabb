import { useTranslation } from 'react-i18next';
import type { ExerciseProgress } from '@tera/domain';
import { cn } from '../../../lib/cn';

const SCALE = { inhale: 'scale-100', hold: 'scale-100', exhale: 'scale-50', rest: 'scale-50' } as const;

/**
 * The visual pace: a circle that grows while breathing in, holds, and shrinks while breathing out,
 * over the phase's own seconds. With reduced motion asked for, it stays still and the phase and
 * its seconds say the same in words (always shown, for screen readers too).
 */
export function BreathCircle({ breath, paused }: { breath: ExerciseProgress['breath']; paused: boolean }) {
  const { t } = useTranslation('wellbeing');
  const phase = breath?.phase ?? 'rest';
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="flex size-40 items-center justify-center sm:size-48" aria-hidden="true">
        <div
          data-phase={phase}
          className={cn(
            'size-full rounded-full bg-primary/25 ring-4 ring-primary/40 ease-in-out motion-reduce:scale-75 motion-reduce:transition-none',
            breath ? SCALE[phase] : 'scale-75',
          )}
          style={{
            transitionProperty: 'transform',
            transitionDuration: breath && !paused ? `${breath.remainingMs}ms` : '0ms',
          }}
        />
      </div>
      {breath ? (
        <p className="text-lg font-semibold text-fg">
          {t('session.phaseSeconds', {
            phase: t(`phases.${phase}`),
            seconds: Math.ceil(breath.remainingMs / 1000),
          })}
        </p>
      ) : null}
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { progressButtonLabelKey, progressColor, progressTooltipKey, type ProgressColor } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';

const BAR_COLOURS: Record<ProgressColor, string> = {
  green: 'bg-success',
  yellow: 'bg-warning',
  red: 'bg-danger',
};

interface ProgressTrackerProps {
  percent: number;
  isSubmitting: boolean;
}

/** How far the check-in is, in the colour, label and tip the domain gives for that percentage. */
export function ProgressTracker({ percent, isSubmitting }: ProgressTrackerProps) {
  // The list form lets `t` take the domain's `checkin:`-qualified keys as well as bare ones.
  const { t } = useTranslation(['checkin']);
  const titleId = useId();
  const colour = progressColor(percent);
  const tip = t(progressTooltipKey(percent));

  return (
    <section aria-labelledby={titleId} className="space-y-2 lg:space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold text-fg lg:text-lg">
          {t('progress.title')}
        </h2>
        <span aria-hidden="true" className="font-semibold text-fg tabular-nums">
          {percent} %
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('progress.value', { percent })}
        data-colour={colour}
        className="h-2 overflow-hidden rounded-full bg-surface-muted lg:h-3"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${BAR_COLOURS[colour]}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {/* Pinned to a phone's bottom edge the bar stays slim: the tip is then the button's tooltip. */}
      <p className="text-sm text-fg-muted max-lg:hidden">{tip}</p>
      <Tooltip content={tip} className="flex w-full">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          isLoading={isSubmitting}
          loadingText={t('button.submitting')}
        >
          {t(progressButtonLabelKey(percent))}
        </Button>
      </Tooltip>
    </section>
  );
}

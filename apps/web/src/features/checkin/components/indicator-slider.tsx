import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Slider } from 'radix-ui';
import {
  CHECKIN_SLIDER_MAX,
  CHECKIN_SLIDER_MIN,
  CHECKIN_SLIDER_STEP,
  type CheckinIndicator,
} from '@tera/domain';
import { useErrorText } from '../../../components/ui/form/error-text';
import { FieldErrorMessage } from '../../../components/ui/form/field-error-message';
import { InfoIcon } from '../../../components/ui/icons';
import { Tooltip } from '../../../components/ui/tooltip';

interface IndicatorSliderProps {
  indicator: CheckinIndicator;
  value: number;
  onChange: (value: number) => void;
  /** The thumb: the one part that takes focus, so where a person is taken to answer. */
  ref?: Ref<HTMLSpanElement>;
  /** The indicator's own error as its form holds it: an i18n key, or a text worded elsewhere. */
  error?: string | undefined;
}

/**
 * One indicator from 1 to 10. Radix gives the thumb the slider role and the keys (arrows, Page
 * Up/Down, Home/End); the label, the spoken value and the scale's two ends are tied to it here.
 */
export function IndicatorSlider({ indicator, value, onChange, ref, error }: IndicatorSliderProps) {
  const { t } = useTranslation('checkin');
  const id = useId();
  const labelId = `${id}-label`;
  const scaleId = `${id}-scale`;
  const errorId = `${id}-error`;
  const label = t(`indicator.${indicator}.label`);
  const errorText = useErrorText()(error);

  return (
    <div>
      <div className="space-y-1">
        <div className="flex items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-1">
            <span id={labelId} className="font-medium text-fg">
              {label}
            </span>
            <Tooltip content={t(`indicator.${indicator}.tooltip`)} align="start">
              <button
                type="button"
                aria-label={t('aboutIndicator', { label })}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
              >
                <InfoIcon className="size-4" />
              </button>
            </Tooltip>
          </div>
          {/* The slider itself speaks its value; this is the sighted reader's copy of it. */}
          <span aria-hidden="true" className="text-lg font-semibold text-fg tabular-nums">
            {value}
            <span className="text-sm font-normal text-fg-muted">/10</span>
          </span>
        </div>
        <Slider.Root
          min={CHECKIN_SLIDER_MIN}
          max={CHECKIN_SLIDER_MAX}
          step={CHECKIN_SLIDER_STEP}
          value={[value]}
          onValueChange={([next]) => {
            if (next !== undefined) onChange(next);
          }}
          className="relative flex h-11 w-full touch-none items-center select-none"
        >
          <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-surface-muted">
            <Slider.Range className="absolute h-full rounded-full bg-primary" />
          </Slider.Track>
          <Slider.Thumb
            ref={ref}
            aria-labelledby={labelId}
            aria-describedby={errorText ? `${scaleId} ${errorId}` : scaleId}
            aria-invalid={errorText ? true : undefined}
            aria-valuetext={t('valueText', { value })}
            className="block size-7 cursor-grab rounded-full border-2 border-primary bg-surface shadow-card active:cursor-grabbing"
          />
        </Slider.Root>
        <div id={scaleId} className="flex justify-between gap-4 text-xs text-fg-muted">
          <span>
            {CHECKIN_SLIDER_MIN} · {t(`indicator.${indicator}.low`)}
          </span>
          <span className="text-right">
            {CHECKIN_SLIDER_MAX} · {t(`indicator.${indicator}.high`)}
          </span>
        </div>
      </div>
      <FieldErrorMessage id={errorId}>{errorText}</FieldErrorMessage>
    </div>
  );
}

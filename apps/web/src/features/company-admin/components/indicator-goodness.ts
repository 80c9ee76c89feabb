import {
  CHECKIN_SLIDER_MAX,
  CHECKIN_SLIDER_MIN,
  pulseBand,
  type IndicatorName,
  type PulseBand,
} from '@tera/domain';

/** Higher is better for these; for pressure and concerns, lower is. */
export const HIGHER_IS_BETTER: Record<IndicatorName, boolean> = {
  energy: true,
  mentalPressure: false,
  personalConcerns: false,
  motivation: true,
};

/**
 * How good a 1–10 indicator mean is, in TeraPulse's bands: the value goes onto the pulse's 0–100
 * scale the way the pulse counts it, pressure and concerns turned round, so a cell painted
 * critical means the same under an indicator as under the pulse.
 */
export function indicatorBand(name: IndicatorName, value: number): PulseBand {
  const better = HIGHER_IS_BETTER[name] ? value : CHECKIN_SLIDER_MAX + CHECKIN_SLIDER_MIN - value;
  return pulseBand(((better - CHECKIN_SLIDER_MIN) / (CHECKIN_SLIDER_MAX - CHECKIN_SLIDER_MIN)) * 100);
}

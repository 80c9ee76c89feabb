import { PULSE_BAND_COLORS, type PulseBand } from '@tera/domain';

/**
 * The domain's band colours, through the theme's tokens of the same value so they stay readable
 * on a dark surface too. Every chart, calendar and badge of TeraPulse paints bands with these.
 */
export const BAND_COLOR: Record<PulseBand, string> = {
  excellent: `var(--tera-success, ${PULSE_BAND_COLORS.excellent})`,
  good: `var(--tera-warning, ${PULSE_BAND_COLORS.good})`,
  critical: `var(--tera-danger, ${PULSE_BAND_COLORS.critical})`,
};

/** Text on a band-coloured fill: the page surface, which contrasts with the band in either theme. */
export const ON_BAND_COLOR = 'var(--tera-surface, #ffffff)';

export const BAND_SOFT_CLASS: Record<PulseBand, string> = {
  excellent: 'bg-success-soft text-success',
  good: 'bg-warning-soft text-warning',
  critical: 'bg-danger-soft text-danger',
};

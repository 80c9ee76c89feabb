export const PULSE_BANDS = ['excellent', 'good', 'critical'] as const;
export type PulseBand = (typeof PULSE_BANDS)[number];

/** Excellent above 75, good 50 to 75 inclusive, critical below 50. */
export function pulseBand(score: number): PulseBand {
  if (score > 75) return 'excellent';
  if (score >= 50) return 'good';
  return 'critical';
}

/**
 * One colour per band for every chart, so a band reads the same everywhere. Each reaches 4.5:1 on
 * white, enough for text as well as marks, and they match the web's success, warning and danger tokens.
 */
export const PULSE_BAND_COLORS: Record<PulseBand, string> = {
  excellent: '#15803d',
  good: '#8a5a00',
  critical: '#b91c1c',
};

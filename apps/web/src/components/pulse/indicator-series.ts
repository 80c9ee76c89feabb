import type { CheckinIndicator, IndicatorName } from '@tera/domain';

export interface IndicatorPoint {
  date: string;
  energy: number | null;
  mentalPressure: number | null;
  personalConcerns: number | null;
  motivation: number | null;
}

export const INDICATOR_ORDER: IndicatorName[] = [
  'energy',
  'mentalPressure',
  'personalConcerns',
  'motivation',
];

/** Colours apart from the band colours, so an indicator is never read as a band. */
export const INDICATOR_STYLES: Record<
  IndicatorName,
  { color: string; dash?: string; checkinKey: CheckinIndicator }
> = {
  energy: { color: 'var(--tera-primary)', checkinKey: 'energy' },
  mentalPressure: { color: 'var(--tera-accent)', dash: '6 3', checkinKey: 'mental_pressure' },
  personalConcerns: { color: 'var(--tera-info)', dash: '2 3', checkinKey: 'personal_concerns' },
  motivation: { color: 'var(--tera-fg)', dash: '10 3 2 3', checkinKey: 'motivation' },
};

import { PULSE_BANDS, pulseBand, type PulseBand } from '../pulse/pulse-band.ts';
import { pulseScore } from '../pulse/pulse-score.ts';
import type { Indicators } from '../pulse/team-day.ts';

/** A released company day, as `readCompanyPulse` gives it: figures only where the release allows. */
export interface ReleasedCompanyDay {
  date: string;
  answered: number;
  pulse: number | null;
  indicators: Indicators | null;
}

export interface PeriodSummary {
  from: string;
  to: string;
  /** Answers the shown days cover: withheld days add nothing. */
  answered: number;
  shownDays: number;
  /**
   * Percent of possible answers (active people × days) the shown days cover; null with no one
   * active or no day shown, since a withheld day's answers are not told, not zero.
   */
  participation: number | null;
  pulse: number | null;
  band: PulseBand | null;
  indicators: Indicators | null;
  /** How many shown days fell in each band. */
  bandDays: Record<PulseBand, number>;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * A period's figures built only from days already released, so it tells nothing a reader of the
 * days could not add up: the means weigh each day by the answers it covers (docs/decisions/013).
 */
export function summarisePeriod(days: readonly ReleasedCompanyDay[], activePeople: number): PeriodSummary {
  const shown = days.filter(
    (day): day is ReleasedCompanyDay & { pulse: number; indicators: Indicators } =>
      day.pulse !== null && day.indicators !== null && day.answered > 0,
  );
  const answered = shown.reduce((sum, day) => sum + day.answered, 0);
  const bandDays = Object.fromEntries(PULSE_BANDS.map((band) => [band, 0])) as Record<PulseBand, number>;
  for (const day of shown) bandDays[pulseBand(day.pulse)] += 1;
  const weighted = (name: keyof Indicators) =>
    shown.reduce((sum, day) => sum + day.indicators[name] * day.answered, 0) / answered;
  const indicators =
    answered === 0
      ? null
      : {
          energy: weighted('energy'),
          mentalPressure: weighted('mentalPressure'),
          personalConcerns: weighted('personalConcerns'),
          motivation: weighted('motivation'),
        };
  const pulse =
    indicators === null
      ? null
      : pulseScore({
          energy: indicators.energy,
          mental_pressure: indicators.mentalPressure,
          personal_concerns: indicators.personalConcerns,
          motivation: indicators.motivation,
        });
  const possible = activePeople * days.length;
  return {
    from: days[0]?.date ?? '',
    to: days.at(-1)?.date ?? '',
    answered,
    shownDays: shown.length,
    participation:
      possible === 0 || shown.length === 0 ? null : Math.min(100, Math.round((answered / possible) * 100)),
    pulse,
    band: pulse === null ? null : pulseBand(pulse),
    indicators:
      indicators === null
        ? null
        : {
            energy: oneDecimal(indicators.energy),
            mentalPressure: oneDecimal(indicators.mentalPressure),
            personalConcerns: oneDecimal(indicators.personalConcerns),
            motivation: oneDecimal(indicators.motivation),
          },
    bandDays,
  };
}

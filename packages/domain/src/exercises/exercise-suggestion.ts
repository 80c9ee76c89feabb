import type { CheckinValues } from '../checkin/checkin-values.ts';
import type { ExerciseId } from './exercise-catalogue.ts';

/** Cut points on the 1–10 scale, at the same distance from either end. */
export const SUGGESTION_HIGH = 7;
export const SUGGESTION_LOW = 4;

export const SUGGESTION_REASONS = ['pressure', 'energy', 'concerns', 'motivation', 'default'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

export interface ExerciseSuggestion {
  exercise: ExerciseId;
  reason: SuggestionReason;
}

/**
 * One exercise from the person's own check-in of today, checked in order; a mindful moment, the
 * shortest, without a check-in or a signal (docs/decisions/027-exercise-suggestion-and-short-wraps.md).
 */
export function suggestExercise(today: CheckinValues | null): ExerciseSuggestion {
  if (today === null) return { exercise: 'mindful_moment', reason: 'default' };
  if (today.mental_pressure >= SUGGESTION_HIGH) return { exercise: 'breathing_478', reason: 'pressure' };
  if (today.energy <= SUGGESTION_LOW) return { exercise: 'energy_activation', reason: 'energy' };
  if (today.personal_concerns >= SUGGESTION_HIGH) return { exercise: 'mindful_moment', reason: 'concerns' };
  if (today.motivation <= SUGGESTION_LOW) return { exercise: 'focus_reset', reason: 'motivation' };
  return { exercise: 'mindful_moment', reason: 'default' };
}

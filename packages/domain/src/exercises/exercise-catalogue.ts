/**
 * The four guided exercises (docs/product/personal-wellbeing.md#exercises): their steps, each
 * step's length and, where it has one, its breathing pace, as data both the screen and the tests
 * read. Each exercise's steps add up to its length exactly.
 */
export const EXERCISE_IDS = ['breathing_478', 'energy_activation', 'mindful_moment', 'focus_reset'] as const;
export type ExerciseId = (typeof EXERCISE_IDS)[number];

export const BREATH_PHASES = ['inhale', 'hold', 'exhale', 'rest'] as const;
export type BreathPhase = (typeof BREATH_PHASES)[number];

export interface BreathBeat {
  phase: BreathPhase;
  seconds: number;
}

export interface ExerciseStep {
  /** Names the step's text in the web's `wellbeing` namespace. */
  key: string;
  seconds: number;
  /** The breathing pace repeated through the step, or null for a step without one. */
  pacing: readonly BreathBeat[] | null;
}

export interface Exercise {
  id: ExerciseId;
  minutes: number;
  steps: readonly ExerciseStep[];
}

const BREATH_478: readonly BreathBeat[] = [
  { phase: 'inhale', seconds: 4 },
  { phase: 'hold', seconds: 7 },
  { phase: 'exhale', seconds: 8 },
];
const SLOW_BREATH: readonly BreathBeat[] = [
  { phase: 'inhale', seconds: 4 },
  { phase: 'exhale', seconds: 5 },
];
const BOX_BREATH: readonly BreathBeat[] = [
  { phase: 'inhale', seconds: 4 },
  { phase: 'hold', seconds: 4 },
  { phase: 'exhale', seconds: 4 },
  { phase: 'rest', seconds: 4 },
];

const step = (key: string, seconds: number, pacing: readonly BreathBeat[] | null = null): ExerciseStep => ({
  key,
  seconds,
  pacing,
});

export const EXERCISES: Record<ExerciseId, Exercise> = {
  breathing_478: {
    id: 'breathing_478',
    minutes: 5,
    // 15 s to settle, then fifteen 19-second cycles: eight, and seven more a little deeper.
    steps: [step('settle', 15), step('breathe', 152, BREATH_478), step('breathe_deeper', 133, BREATH_478)],
  },
  energy_activation: {
    id: 'energy_activation',
    minutes: 10,
    steps: [
      step('arrive', 30),
      step('shoulder_rolls', 60),
      step('neck', 60),
      step('arms', 90),
      step('march', 120),
      step('reach', 90),
      step('twist', 90),
      step('shake', 40),
      step('close', 20),
    ],
  },
  mindful_moment: {
    id: 'mindful_moment',
    minutes: 3,
    steps: [
      step('arrive', 30),
      step('breath', 45, SLOW_BREATH),
      step('body', 45),
      step('sounds', 30),
      step('return', 30),
    ],
  },
  focus_reset: {
    id: 'focus_reset',
    minutes: 7,
    steps: [
      step('clear', 60),
      step('box', 128, BOX_BREATH),
      step('eyes', 60),
      step('choose', 80),
      step('first_step', 60),
      step('stretch', 32),
    ],
  },
};

export function exerciseSeconds(exercise: Exercise): number {
  return exercise.steps.reduce((sum, s) => sum + s.seconds, 0);
}

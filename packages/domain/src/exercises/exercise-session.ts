import { exerciseSeconds, type BreathPhase, type Exercise } from './exercise-catalogue.ts';

/**
 * Where a session stands after so many milliseconds of exercise. A pure function of the time, not
 * of counted frames (docs/decisions/027-exercise-suggestion-and-short-wraps.md), so a throttled
 * tab or a fast-forwarded clock lands on the right step.
 */
export interface ExerciseProgress {
  completed: boolean;
  stepIndex: number;
  stepRemainingMs: number;
  totalRemainingMs: number;
  /** 0..1 through the whole exercise. */
  fraction: number;
  breath: { phase: BreathPhase; remainingMs: number; phaseMs: number } | null;
}

export function exerciseProgress(exercise: Exercise, elapsedMs: number): ExerciseProgress {
  const totalMs = exerciseSeconds(exercise) * 1000;
  const elapsed = Math.min(Math.max(elapsedMs, 0), totalMs);
  const lastIndex = exercise.steps.length - 1;
  if (elapsed >= totalMs) {
    return {
      completed: true,
      stepIndex: lastIndex,
      stepRemainingMs: 0,
      totalRemainingMs: 0,
      fraction: 1,
      breath: null,
    };
  }
  let stepStart = 0;
  for (const [index, current] of exercise.steps.entries()) {
    const stepMs = current.seconds * 1000;
    if (elapsed < stepStart + stepMs) {
      const inStep = elapsed - stepStart;
      return {
        completed: false,
        stepIndex: index,
        stepRemainingMs: stepMs - inStep,
        totalRemainingMs: totalMs - elapsed,
        fraction: elapsed / totalMs,
        breath: current.pacing ? breathAt(current.pacing, inStep) : null,
      };
    }
    stepStart += stepMs;
  }
  throw new RangeError('An exercise’s steps must cover its length');
}

function breathAt(pacing: readonly { phase: BreathPhase; seconds: number }[], inStepMs: number) {
  const cycleMs = pacing.reduce((sum, beat) => sum + beat.seconds * 1000, 0);
  let inCycle = inStepMs % cycleMs;
  for (const beat of pacing) {
    const phaseMs = beat.seconds * 1000;
    if (inCycle < phaseMs) return { phase: beat.phase, remainingMs: phaseMs - inCycle, phaseMs };
    inCycle -= phaseMs;
  }
  throw new RangeError('A breathing pace must have beats');
}

/** The session flow of spec 2 §4: start → step by step → completed → repeat or finish. */
export type ExerciseSession =
  | { status: 'ready' }
  | { status: 'running'; round: number; startedAt: number; pausedMs: number; pausedAt: number | null }
  | { status: 'completed'; round: number }
  | { status: 'finished'; rounds: number };

export type ExerciseSessionEvent =
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'repeat'; now: number }
  | { type: 'finish' }
  | { type: 'leave' };

export const READY_SESSION: ExerciseSession = { status: 'ready' };

/** Milliseconds of exercise so far: paused time does not count. */
export function sessionElapsedMs(session: ExerciseSession, now: number): number {
  if (session.status !== 'running') return 0;
  return (session.pausedAt ?? now) - session.startedAt - session.pausedMs;
}

const running = (round: number, now: number): ExerciseSession => ({
  status: 'running',
  round,
  startedAt: now,
  pausedMs: 0,
  pausedAt: null,
});

export function nextExerciseSession(
  exercise: Exercise,
  session: ExerciseSession,
  event: ExerciseSessionEvent,
): ExerciseSession {
  switch (event.type) {
    case 'start':
      return session.status === 'ready' ? running(1, event.now) : session;
    case 'repeat':
      return session.status === 'completed' ? running(session.round + 1, event.now) : session;
    case 'finish':
      return session.status === 'completed' ? { status: 'finished', rounds: session.round } : session;
    case 'leave':
      return READY_SESSION;
    case 'pause':
      return session.status === 'running' && session.pausedAt === null
        ? { ...session, pausedAt: event.now }
        : session;
    case 'resume':
      return session.status === 'running' && session.pausedAt !== null
        ? { ...session, pausedMs: session.pausedMs + (event.now - session.pausedAt), pausedAt: null }
        : session;
    case 'tick':
      return session.status === 'running' &&
        exerciseProgress(exercise, sessionElapsedMs(session, event.now)).completed
        ? { status: 'completed', round: session.round }
        : session;
  }
}

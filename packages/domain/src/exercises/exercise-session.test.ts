import { describe, expect, it } from 'vitest';
import { EXERCISES } from './exercise-catalogue.ts';
import {
  exerciseProgress,
  nextExerciseSession,
  READY_SESSION,
  sessionElapsedMs,
  type ExerciseSession,
} from './exercise-session.ts';

const mindful = EXERCISES.mindful_moment;
const breathing = EXERCISES.breathing_478;

describe('exercise progress', () => {
  it('walks the steps by time', () => {
    expect(exerciseProgress(mindful, 0)).toMatchObject({
      stepIndex: 0,
      stepRemainingMs: 30_000,
      completed: false,
    });
    expect(exerciseProgress(mindful, 29_999).stepIndex).toBe(0);
    expect(exerciseProgress(mindful, 30_000)).toMatchObject({ stepIndex: 1, totalRemainingMs: 150_000 });
    expect(exerciseProgress(mindful, 179_999)).toMatchObject({ stepIndex: 4, completed: false });
    expect(exerciseProgress(mindful, 180_000)).toMatchObject({
      completed: true,
      fraction: 1,
      totalRemainingMs: 0,
    });
    expect(exerciseProgress(mindful, 3_600_000).completed).toBe(true);
  });

  it('paces the breath inside a paced step: in 4, hold 7, out 8, then in again', () => {
    const settle = 15_000;
    expect(exerciseProgress(breathing, 0).breath).toBeNull();
    expect(exerciseProgress(breathing, settle).breath).toEqual({
      phase: 'inhale',
      remainingMs: 4000,
      phaseMs: 4000,
    });
    expect(exerciseProgress(breathing, settle + 4000).breath?.phase).toBe('hold');
    expect(exerciseProgress(breathing, settle + 11_000).breath).toMatchObject({
      phase: 'exhale',
      remainingMs: 8000,
    });
    expect(exerciseProgress(breathing, settle + 19_000).breath?.phase).toBe('inhale');
  });
});

describe('the session flow', () => {
  const at = (
    session: ExerciseSession,
    type: 'start' | 'pause' | 'resume' | 'tick' | 'repeat',
    now: number,
  ) => nextExerciseSession(mindful, session, { type, now });

  it('goes start → step by step → completed → repeat → completed → finish', () => {
    let session = at(READY_SESSION, 'start', 1000);
    expect(session).toMatchObject({ status: 'running', round: 1 });
    session = at(session, 'tick', 1000 + 90_000);
    expect(session.status).toBe('running');
    session = at(session, 'tick', 1000 + 180_000);
    expect(session).toEqual({ status: 'completed', round: 1 });
    session = at(session, 'repeat', 500_000);
    expect(session).toMatchObject({ status: 'running', round: 2, startedAt: 500_000 });
    session = at(session, 'tick', 680_000);
    session = nextExerciseSession(mindful, session, { type: 'finish' });
    expect(session).toEqual({ status: 'finished', rounds: 2 });
  });

  it('does not count paused time', () => {
    let session = at(READY_SESSION, 'start', 0);
    session = at(session, 'pause', 60_000);
    expect(sessionElapsedMs(session, 500_000)).toBe(60_000);
    expect(at(session, 'tick', 500_000).status).toBe('running');
    session = at(session, 'resume', 560_000);
    expect(sessionElapsedMs(session, 600_000)).toBe(100_000);
    expect(at(session, 'tick', 679_999).status).toBe('running');
    expect(at(session, 'tick', 680_000).status).toBe('completed');
  });

  it('ignores events that do not belong to the state, and leaving starts over', () => {
    expect(at(READY_SESSION, 'repeat', 0)).toBe(READY_SESSION);
    expect(nextExerciseSession(mindful, READY_SESSION, { type: 'finish' })).toBe(READY_SESSION);
    const started = at(READY_SESSION, 'start', 0);
    expect(at(started, 'start', 10)).toBe(started);
    expect(nextExerciseSession(mindful, started, { type: 'finish' })).toBe(started);
    expect(nextExerciseSession(mindful, started, { type: 'leave' })).toEqual(READY_SESSION);
  });
});

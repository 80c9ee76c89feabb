import { describe, expect, it } from 'vitest';
import {
  EVALUATION_MOVES,
  EVALUATION_STATUSES,
  evaluationStatusAfter,
  isOpenForSelfAssessment,
  type EvaluationMove,
  type EvaluationStatus,
} from './evaluation-status.ts';
import { hasAllScores, overallRating, type EvaluationScores } from './evaluation-scores.ts';

const ALLOWED: [EvaluationStatus, EvaluationMove, EvaluationStatus][] = [
  ['pending', 'save', 'draft'],
  ['draft', 'save', 'draft'],
  ['rejected', 'save', 'draft'],
  ['draft', 'submit', 'submitted'],
  ['submitted', 'approve', 'approved'],
  ['submitted', 'reject', 'rejected'],
  ['approved', 'complete', 'completed'],
];

describe('evaluation moves', () => {
  it.each(ALLOWED)('from %s, %s leads to %s', (from, move, to) => {
    expect(evaluationStatusAfter(from, move)).toBe(to);
  });

  const refused = EVALUATION_STATUSES.flatMap((from) =>
    EVALUATION_MOVES.filter((move) => !ALLOWED.some(([f, m]) => f === from && m === move)).map(
      (move) => [from, move] as const,
    ),
  );
  it.each(refused)('from %s, %s is refused', (from, move) => {
    expect(evaluationStatusAfter(from, move)).toBeNull();
  });

  it('a completed evaluation moves no more', () => {
    expect(EVALUATION_MOVES.map((move) => evaluationStatusAfter('completed', move))).toEqual(
      EVALUATION_MOVES.map(() => null),
    );
  });

  it('takes a self-assessment only before submission', () => {
    expect(EVALUATION_STATUSES.filter(isOpenForSelfAssessment)).toEqual(['pending', 'draft']);
  });
});

describe('scores', () => {
  const full: EvaluationScores = {
    goals: 4,
    teamwork: 5,
    commitment: 3,
    adaptability: 4,
    problemSolving: 4,
    communication: 3,
  };

  it('rates overall as the mean of the six, one decimal', () => {
    expect(overallRating(full)).toBe(3.8);
    expect(hasAllScores(full)).toBe(true);
  });

  it('has no overall rating while a score is missing', () => {
    expect(overallRating({ ...full, teamwork: null })).toBeNull();
    expect(hasAllScores({ ...full, teamwork: null })).toBe(false);
  });
});

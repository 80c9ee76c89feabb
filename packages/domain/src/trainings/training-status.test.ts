import { describe, expect, it } from 'vitest';
import { trainingMovesFrom, trainingStatusAfter, trainingStatusOn } from './training-status.ts';

describe('training status moves', () => {
  it.each([
    ['assigned', 'start', 'in_progress'],
    ['assigned', 'complete', 'completed'],
    ['assigned', 'skip', 'skipped'],
    ['in_progress', 'complete', 'completed'],
    ['in_progress', 'skip', 'skipped'],
  ] as const)('%s → %s gives %s', (from, move, to) => {
    expect(trainingStatusAfter(from, move)).toBe(to);
  });

  it.each([
    ['in_progress', 'start'],
    ['completed', 'start'],
    ['completed', 'complete'],
    ['completed', 'skip'],
    ['skipped', 'start'],
    ['skipped', 'complete'],
    ['skipped', 'skip'],
  ] as const)('%s cannot %s', (from, move) => {
    expect(trainingStatusAfter(from, move)).toBeNull();
  });

  it('offers the open moves in order', () => {
    expect(trainingMovesFrom('assigned')).toEqual(['start', 'complete', 'skip']);
    expect(trainingMovesFrom('in_progress')).toEqual(['complete', 'skip']);
    expect(trainingMovesFrom('completed')).toEqual([]);
  });
});

describe('overdue, read on a day of the company', () => {
  it('an open assignment past its due day reads as overdue', () => {
    expect(trainingStatusOn('assigned', '2026-03-01', '2026-03-02')).toBe('overdue');
    expect(trainingStatusOn('in_progress', '2026-02-10', '2026-03-02')).toBe('overdue');
  });

  it('is not overdue on its due day itself', () => {
    expect(trainingStatusOn('assigned', '2026-03-02', '2026-03-02')).toBe('assigned');
    expect(trainingStatusOn('in_progress', '2026-03-09', '2026-03-02')).toBe('in_progress');
  });

  it('a finished assignment never reads as overdue', () => {
    expect(trainingStatusOn('completed', '2026-01-01', '2026-03-02')).toBe('completed');
    expect(trainingStatusOn('skipped', '2026-01-01', '2026-03-02')).toBe('skipped');
  });
});

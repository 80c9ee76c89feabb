import { describe, expect, it } from 'vitest';
import { offersHelp } from './help-when-it-matters.ts';

const TODAY = '2026-03-10';
const day = (date: string, band: 'critical' | 'good' | 'excellent' = 'critical') => ({ date, band });

describe('help when it matters', () => {
  it('is offered after three critical check-ins in a row within the week', () => {
    expect(offersHelp([day('2026-03-06'), day('2026-03-08'), day('2026-03-10')], TODAY)).toBe(true);
  });

  it('is not offered when the latest check-in is not critical', () => {
    expect(
      offersHelp([day('2026-03-07'), day('2026-03-08'), day('2026-03-09'), day('2026-03-10', 'good')], TODAY),
    ).toBe(false);
  });

  it('is not offered for fewer than three, nor for critical days older than a week', () => {
    expect(offersHelp([day('2026-03-09'), day('2026-03-10')], TODAY)).toBe(false);
    expect(offersHelp([day('2026-03-01'), day('2026-03-02'), day('2026-03-03')], TODAY)).toBe(false);
  });
});

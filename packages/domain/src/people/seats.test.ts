import { describe, expect, it } from 'vitest';
import { planForSeats, seatsLeft } from './seats.ts';

describe('planForSeats', () => {
  it('names paying for professional when a 10-seat trial is full', () => {
    expect(planForSeats({ planType: 'professional', maxEmployees: 10 }, 11)).toBe('professional');
  });

  it('names the next plan with more seats than the current one', () => {
    expect(planForSeats({ planType: 'starter', maxEmployees: 25 }, 26)).toBe('professional');
    expect(planForSeats({ planType: 'professional', maxEmployees: 100 }, 101)).toBe('scaleUp');
    expect(planForSeats({ planType: 'scaleUp', maxEmployees: 250 }, 251)).toBe('enterprise');
  });

  it('skips plans too small for what is needed at once', () => {
    expect(planForSeats({ planType: 'starter', maxEmployees: 25 }, 180)).toBe('scaleUp');
    expect(planForSeats({ planType: 'starter', maxEmployees: 25 }, 400)).toBe('enterprise');
  });
});

describe('seatsLeft', () => {
  it('is what remains, never negative, and null when unlimited', () => {
    expect(seatsLeft({ used: 7, max: 10 })).toBe(3);
    expect(seatsLeft({ used: 12, max: 10 })).toBe(0);
    expect(seatsLeft({ used: 500, max: -1 })).toBeNull();
  });
});

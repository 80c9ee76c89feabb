import { describe, expect, it } from 'vitest';
import { indicatorBand } from './indicator-goodness';

describe('indicatorBand', () => {
  it('reads energy and motivation as better when higher', () => {
    expect(indicatorBand('energy', 9)).toBe('excellent');
    expect(indicatorBand('motivation', 6)).toBe('good');
    expect(indicatorBand('energy', 4)).toBe('critical');
  });

  it('reads mental pressure and personal concerns as better when lower', () => {
    expect(indicatorBand('mentalPressure', 2)).toBe('excellent');
    expect(indicatorBand('personalConcerns', 5)).toBe('good');
    expect(indicatorBand('mentalPressure', 8)).toBe('critical');
  });

  it('puts the bands where the pulse has them: 5.5 of 10 is a pulse of 50, the lowest good', () => {
    expect(indicatorBand('energy', 5.5)).toBe('good');
    expect(indicatorBand('mentalPressure', 5.5)).toBe('good');
  });
});

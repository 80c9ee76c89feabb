import { describe, expect, it } from 'vitest';
import { analyseCheckin } from './insight.ts';

const CALM = { energy: 5, mental_pressure: 5, personal_concerns: 5, motivation: 5 };

describe('analyseCheckin', () => {
  it('is balanced when no rule fires, including at every boundary', () => {
    expect(analyseCheckin(CALM)).toEqual(['balanced']);
    expect(analyseCheckin({ energy: 4, mental_pressure: 7, personal_concerns: 7, motivation: 4 })).toEqual([
      'balanced',
    ]);
  });

  it('flags low energy below 4', () => {
    expect(analyseCheckin({ ...CALM, energy: 3 })).toEqual(['lowEnergy']);
  });

  it('flags high pressure above 7', () => {
    expect(analyseCheckin({ ...CALM, mental_pressure: 8 })).toEqual(['highPressure']);
  });

  it('flags low motivation below 4', () => {
    expect(analyseCheckin({ ...CALM, motivation: 3 })).toEqual(['lowMotivation']);
  });

  it('flags high concerns above 7', () => {
    expect(analyseCheckin({ ...CALM, personal_concerns: 8 })).toEqual(['highConcerns']);
  });

  it('lists every rule that fires, in rule order', () => {
    expect(analyseCheckin({ energy: 1, mental_pressure: 10, personal_concerns: 10, motivation: 1 })).toEqual([
      'lowEnergy',
      'highPressure',
      'lowMotivation',
      'highConcerns',
    ]);
  });
});

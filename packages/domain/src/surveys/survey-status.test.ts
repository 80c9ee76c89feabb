import { describe, expect, it } from 'vitest';
import { canTransition, statusAfter, surveyStatusOn } from './survey-status.ts';

describe('a survey’s status', () => {
  it('moves only along its transitions', () => {
    expect(canTransition('draft', 'launch')).toBe(true);
    expect(canTransition('open', 'launch')).toBe(false);
    expect(canTransition('open', 'close')).toBe(true);
    expect(canTransition('closed', 'reopen')).toBe(true);
    expect(canTransition('open', 'archive')).toBe(false);
    expect(canTransition('archived', 'reopen')).toBe(false);
    expect(canTransition('scheduled', 'unschedule')).toBe(true);
  });

  it('opens at once when launched on or after its opening day, else waits scheduled', () => {
    expect(statusAfter('launch', '2026-03-02', '2026-03-02')).toBe('open');
    expect(statusAfter('launch', '2026-03-05', '2026-03-02')).toBe('scheduled');
  });

  it('opens on its day and closes once its closing day has ended, by the company’s calendar', () => {
    const survey = { status: 'scheduled' as const, opensOn: '2026-03-02', closesOn: '2026-03-06' };
    expect(surveyStatusOn(survey, '2026-03-01')).toBe('scheduled');
    expect(surveyStatusOn(survey, '2026-03-02')).toBe('open');
    expect(surveyStatusOn({ ...survey, status: 'open' }, '2026-03-06')).toBe('open');
    expect(surveyStatusOn({ ...survey, status: 'open' }, '2026-03-07')).toBe('closed');
    expect(surveyStatusOn(survey, '2026-03-09')).toBe('closed');
  });
});

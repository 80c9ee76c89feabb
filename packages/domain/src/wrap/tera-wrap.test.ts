import { describe, expect, it } from 'vitest';
import { computeTeraWrap, type WrapCheckin } from './tera-wrap.ts';

// pulseScore: these values give 100 (excellent), 56 (good) and 11 (critical).
const great = { energy: 10, motivation: 10, mental_pressure: 1, personal_concerns: 1 };
const fair = { energy: 6, motivation: 6, mental_pressure: 5, personal_concerns: 5 };
const hard = { energy: 2, motivation: 2, mental_pressure: 9, personal_concerns: 9 };

const day = (date: string, values: WrapCheckin['values'], tags: WrapCheckin['tags'] = []): WrapCheckin => ({
  date,
  values,
  tags,
});

describe('TeraWrap', () => {
  it('is one inviting card for a year without check-ins, with the exercises done if any', () => {
    expect(computeTeraWrap({ year: 2026, checkins: [], exercises: [], recognitions: [] })).toMatchObject({
      history: 'empty',
      checkinDays: 0,
      pulse: null,
      best: null,
      goodDayTags: null,
      cards: ['first_checkin'],
    });
    const withExercise = computeTeraWrap({
      year: 2026,
      checkins: [],
      exercises: [{ exercise: 'mindful_moment', date: '2026-03-02' }],
      recognitions: [],
    });
    expect(withExercise.cards).toEqual(['first_checkin', 'exercises']);
    expect(withExercise.exercises).toMatchObject({ total: 1, favourite: 'mindful_moment' });
  });

  it('reads only the asked year', () => {
    const wrap = computeTeraWrap({
      year: 2026,
      checkins: [day('2025-12-31', great), day('2026-01-01', fair), day('2027-01-01', hard)],
      exercises: [{ exercise: 'focus_reset', date: '2025-06-01' }],
      recognitions: [{ date: '2025-12-30', points: 20 }],
    });
    expect(wrap.checkinDays).toBe(1);
    expect(wrap.exercises.total).toBe(0);
    expect(wrap.recognitions).toEqual({ received: 0, points: 0 });
  });

  it('counts the recognitions received and their points, with a card of their own', () => {
    const wrap = computeTeraWrap({
      year: 2026,
      checkins: [day('2026-03-02', fair)],
      exercises: [],
      recognitions: [
        { date: '2026-02-10', points: 15 },
        { date: '2026-03-01', points: null },
      ],
    });
    expect(wrap.recognitions).toEqual({ received: 2, points: 15 });
    expect(wrap.cards).toEqual(['intro', 'checkins', 'months', 'recognitions', 'closing']);
    const empty = computeTeraWrap({
      year: 2026,
      checkins: [],
      exercises: [],
      recognitions: [{ date: '2026-01-05', points: 10 }],
    });
    expect(empty.cards).toEqual(['first_checkin', 'recognitions']);
  });

  it('names no best or hardest month from a short history: a month needs three check-ins, and two such months', () => {
    const short = computeTeraWrap({
      year: 2026,
      checkins: [
        day('2026-01-05', great),
        day('2026-01-06', great),
        day('2026-01-07', great),
        day('2026-02-02', hard),
        day('2026-02-03', hard),
      ],
      exercises: [],
      recognitions: [],
    });
    expect(short.history).toBe('short');
    expect(short.months[0]).toEqual({ month: 1, checkins: 3, pulse: 100 });
    expect(short.months[1]).toEqual({ month: 2, checkins: 2, pulse: null });
    expect(short.best).toBeNull();
    expect(short.cards).toEqual(['intro', 'checkins', 'months', 'closing']);
  });

  it('names the best and hardest months once two months have enough check-ins', () => {
    const days = ['03', '04', '05'];
    const wrap = computeTeraWrap({
      year: 2026,
      checkins: [
        ...days.map((d) => day(`2026-01-${d}`, fair)),
        ...days.map((d) => day(`2026-02-${d}`, hard)),
        ...days.map((d) => day(`2026-05-${d}`, great)),
      ],
      exercises: [],
      recognitions: [],
    });
    expect(wrap.history).toBe('full');
    expect(wrap.best).toEqual({ month: 5, pulse: 100 });
    expect(wrap.hardest).toEqual({ month: 2, pulse: 11 });
    expect(wrap.pulse).toBe(56);
    expect(wrap.cards).toContain('periods');
  });

  it('lists the tags more frequent on good days than on all days, once there are three good days', () => {
    const calm = { group: 'day_dynamics', tag: 'calm_day' } as const;
    const office = { group: 'work_modality', tag: 'office' } as const;
    const meetings = { group: 'day_dynamics', tag: 'many_meetings' } as const;
    const checkins = [
      day('2026-03-02', great, [calm, office]),
      day('2026-03-03', great, [calm, office]),
      day('2026-03-04', fair, [office, meetings]),
      day('2026-03-05', hard, [office, meetings]),
    ];
    expect(computeTeraWrap({ year: 2026, checkins, exercises: [], recognitions: [] }).goodDayTags).toBeNull();
    const wrap = computeTeraWrap({
      year: 2026,
      checkins: [...checkins, day('2026-03-06', great, [calm, office])],
      exercises: [],
      recognitions: [],
    });
    expect(wrap.goodDays).toBe(3);
    // Office went with every day, good or not: it says nothing about good days.
    expect(wrap.goodDayTags).toEqual([{ group: 'day_dynamics', tag: 'calm_day', goodDays: 3 }]);
    expect(wrap.cards).toContain('tags');
  });

  it('counts exercises by kind and names the most done', () => {
    const wrap = computeTeraWrap({
      year: 2026,
      checkins: [day('2026-03-02', fair)],
      exercises: [
        { exercise: 'breathing_478', date: '2026-03-02' },
        { exercise: 'focus_reset', date: '2026-03-03' },
        { exercise: 'focus_reset', date: '2026-03-04' },
      ],
      recognitions: [],
    });
    expect(wrap.exercises.byExercise).toEqual({
      breathing_478: 1,
      energy_activation: 0,
      mindful_moment: 0,
      focus_reset: 2,
    });
    expect(wrap.exercises.favourite).toBe('focus_reset');
    expect(wrap.cards.at(-2)).toBe('exercises');
  });
});

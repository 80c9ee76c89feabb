import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countedCheckins, type MemberCheckin } from './team-day.ts';
import { tagFigures, tagWindow, type TagFigure } from './tag-figures.ts';
import { checkin, GREAT, MIDDLING, POOR, type Values } from './test-checkins.ts';
import { groupsUnder, rank } from '../privacy/test-sums.ts';

const TODAY = '2026-11-25';
const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const ZONE = 'Europe/Madrid';

function figures(checkins: MemberCheckin[], seen: ReadonlySet<string> = new Set()): TagFigure[] {
  const known = checkins.map((c) => ({ ...c, seen: seen.has(c.userId) }));
  return tagFigures({ today: TODAY, timeZone: ZONE, threshold: 3, thresholdOn: () => 3, checkins: known });
}

const find = (all: TagFigure[], tag: string) => all.find((f) => f.tag === tag);

const on = (date: string, userId: string, values: Values, extra: Partial<MemberCheckin> = {}) =>
  checkin(userId, values, { date, ...extra });

describe('pulse by tag beside the team the reader leads', () => {
  it('withholds a company tag that, less the team’s own, is one person', () => {
    // A team of six, three remote; four people outside it, one remote. The team's panel shows
    // remote and office; the company's remote less the team's is that one person.
    const team = [
      ...['t0', 't1', 't2'].map((id) => on(MONDAY, id, GREAT, { work_modality: 'remote' })),
      ...['t3', 't4', 't5'].map((id) => on(MONDAY, id, POOR, { work_modality: 'office' })),
    ];
    const company = [
      ...team,
      on(MONDAY, 'o0', MIDDLING, { work_modality: 'remote' }),
      ...['o1', 'o2', 'o3'].map((id) => on(MONDAY, id, MIDDLING, { work_modality: 'office' })),
    ];
    const input = { today: TODAY, timeZone: ZONE, threshold: 3, thresholdOn: () => 3 };
    const panel = tagFigures({ ...input, checkins: team });
    expect(find(panel, 'remote')?.withheld).toBeNull();
    expect(find(tagFigures({ ...input, checkins: company }), 'remote')?.withheld).toBeNull();
    const beside = tagFigures({ ...input, checkins: company, ownTeam: team });
    // Office too: the day less the team's day, less office less the team's office, is o0.
    expect(find(beside, 'remote')?.withheld).toBe('not-enough-answers');
    expect(find(beside, 'office')?.withheld).toBe('not-enough-answers');
  });
});

describe('pulse by tag', () => {
  it('covers the four complete weeks before this one', () => {
    expect(tagWindow(TODAY)).toEqual({ from: '2026-10-26', to: '2026-11-22' });
    expect(tagWindow('2026-11-23')).toEqual({ from: '2026-10-26', to: '2026-11-22' });
    expect(tagWindow('2026-11-22')).toEqual({ from: '2026-10-19', to: '2026-11-15' });
  });

  it('compares check-ins with a tag with the others when both sides reach the threshold', () => {
    const checkins = [
      ...['a', 'b', 'c'].map((id) => on(MONDAY, id, GREAT, { work_modality: 'remote' })),
      ...['d', 'e', 'f'].map((id) => on(MONDAY, id, POOR, { work_modality: 'office' })),
    ];
    expect(find(figures(checkins), 'remote')).toEqual({
      group: 'work_modality',
      tag: 'remote',
      answers: 3,
      pulse: 100,
      otherPulse: 0,
      withheld: null,
    });
  });

  it('withholds a tag whose other side is too small, as the whole minus the tag would reveal it', () => {
    const checkins = [
      ...['a', 'b', 'c'].map((id) => on(MONDAY, id, GREAT, { work_modality: 'remote' })),
      on(TUESDAY, 'd', POOR, { work_modality: 'office' }),
      ...['e', 'f'].map((id) => on(TUESDAY, id, GREAT, { work_modality: 'remote' })),
    ];
    const all = figures(checkins);
    expect(find(all, 'remote')).toMatchObject({ answers: null, pulse: null, withheld: 'not-enough-answers' });
    expect(find(all, 'office')).toMatchObject({ pulse: null, withheld: 'not-enough-answers' });
  });

  it('withholds a tag that a day holds all of, when the day minus the tag is too few', () => {
    const checkins = [
      ...['a', 'b', 'c', 'd', 'e'].map((id) => on(MONDAY, id, POOR, { personal_conditions: ['bad_sleep'] })),
      on(MONDAY, 'f', GREAT),
      ...['g', 'h', 'i'].map((id) => on(TUESDAY, id, MIDDLING)),
    ];
    // Monday's figure minus bad_sleep's would be f's own check-in.
    expect(find(figures(checkins), 'bad_sleep')?.withheld).toBe('not-enough-answers');
  });

  it('withholds the smaller of two tags, one inside the other, that differ by fewer than the threshold', () => {
    const checkins = [
      ...['a', 'b', 'c'].map((id) => on(MONDAY, id, POOR, { day_dynamics: ['many_meetings', 'busy_day'] })),
      ...['d', 'e', 'f'].map((id) => on(MONDAY, id, GREAT)),
      on(TUESDAY, 'g', MIDDLING, { day_dynamics: ['busy_day'] }),
      ...['h', 'i', 'j', 'k', 'l'].map((id) => on(TUESDAY, id, MIDDLING)),
    ];
    const all = figures(checkins);
    // busy_day minus many_meetings would be g's own check-in.
    expect(find(all, 'many_meetings')?.withheld).toBe('not-enough-answers');
    expect(find(all, 'busy_day')).toMatchObject({ answers: 4, withheld: null });
  });

  it('does not show every work modality when the rest of the week would be fewer than the threshold', () => {
    const checkins = [
      ...['a', 'b', 'c'].map((id) => on(MONDAY, id, GREAT, { work_modality: 'remote' })),
      ...['d', 'e'].map((id) => on(MONDAY, id, POOR, { work_modality: 'office' })),
      on(MONDAY, 'g', MIDDLING, { work_modality: 'hybrid' }),
      ...['f', 'h', 'i'].map((id) => on(MONDAY, id, POOR, { work_modality: 'office' })),
    ];
    const all = figures(checkins);
    // All minus remote minus office would be g's hybrid day.
    const shown = all.filter((f) => f.withheld === null).map((f) => f.tag);
    expect(shown).toEqual(['office']);
  });

  it('counts the people shown by name as known when judging a tag', () => {
    const checkins = [
      ...['a', 'b', 'c'].map((id) => on(MONDAY, id, GREAT, { work_modality: 'remote' })),
      ...['d', 'e', 'f'].map((id) => on(MONDAY, id, POOR, { work_modality: 'office' })),
    ];
    expect(find(figures(checkins), 'remote')?.withheld).toBeNull();
    expect(find(figures(checkins, new Set(['a'])), 'remote')?.withheld).toBe('not-enough-answers');
  });

  it('withholds a tag that one week holds for fewer people, as next week’s window would reveal them', () => {
    const earlier = '2026-11-09';
    const checkins = [
      ...['a', 'b', 'c'].map((id) => on(earlier, id, GREAT, { special_situations: ['achievement'] })),
      ...['d', 'e', 'f'].map((id) => on(earlier, id, MIDDLING)),
      on(MONDAY, 'a', GREAT, { special_situations: ['achievement'] }),
      ...['b', 'c', 'd', 'e'].map((id) => on(MONDAY, id, MIDDLING)),
    ];
    expect(find(figures(checkins), 'achievement')?.withheld).toBe('not-enough-answers');
  });

  it('leaves out this week and check-ins stored after their week ended', () => {
    const week = ['a', 'b', 'c'].map((id) => on(MONDAY, id, GREAT, { work_modality: 'remote' }));
    const others = ['d', 'e', 'f'].map((id) => on(MONDAY, id, POOR, { work_modality: 'office' }));
    const thisWeek = on('2026-11-24', 'a', POOR, { work_modality: 'remote' });
    const replayed = on('2026-11-20', 'g', POOR, {
      work_modality: 'remote',
      storedAt: '2026-11-23T10:00:00Z',
    });
    expect(find(figures([...week, ...others, thisWeek, replayed]), 'remote')).toMatchObject({
      answers: 3,
      pulse: 100,
    });
  });

  it('lists only tags someone used, in the order the check-in offers them', () => {
    const checkins = ['a', 'b', 'c'].map((id) =>
      on(MONDAY, id, MIDDLING, { special_situations: ['achievement'], day_dynamics: ['calm_day'] }),
    );
    expect(figures(checkins).map((f) => f.tag)).toEqual(['calm_day', 'achievement']);
  });

  it('withholds a tag that, beside the days, tells how one person differed from one day to the next', () => {
    const wednesday = '2026-11-18';
    const checkins = [
      on(TUESDAY, 'p0', GREAT, { personal_conditions: null }),
      on(TUESDAY, 'p1', POOR, { personal_conditions: ['bad_sleep'] }),
      on(TUESDAY, 'p3', GREAT),
      on(wednesday, 'p0', MIDDLING, { personal_conditions: ['bad_sleep'] }),
      on(wednesday, 'p1', GREAT),
      on(wednesday, 'p2', MIDDLING, { personal_conditions: ['bad_sleep'] }),
    ];
    // Each side holds three people and no day holds a side, yet Wednesday less bad_sleep is p1's
    // Wednesday less p1's Tuesday.
    expect(find(figures(checkins), 'bad_sleep')).toMatchObject({
      pulse: null,
      withheld: 'not-enough-answers',
    });
  });

  it('lets no sum of the days and the tags shown describe fewer people than the threshold', () => {
    const dates = [MONDAY, TUESDAY, '2026-11-18', '2026-11-10'];
    const person = fc.array(
      fc.record({
        answers: fc.nat(3).map((n) => n > 0),
        modality: fc.constantFrom('remote', 'office', null),
        badSleep: fc.boolean(),
        distracted: fc.nat(3).map((n) => n === 0),
      }),
      { minLength: dates.length, maxLength: dates.length },
    );
    fc.assert(
      fc.property(fc.array(person, { minLength: 3, maxLength: 9 }), (people) => {
        const checkins = people.flatMap((days, i) =>
          days.flatMap((day, d) => {
            const conditions = [
              ...(day.badSleep ? ['bad_sleep' as const] : []),
              ...(day.distracted ? ['distracted' as const] : []),
            ];
            return day.answers
              ? [
                  on(dates[d]!, `p${i}`, GREAT, {
                    work_modality: day.modality,
                    personal_conditions: conditions,
                  }),
                ]
              : [];
          }),
        );
        const shown = figures(checkins).filter((figure) => figure.withheld === null);
        const counted = dates.flatMap((date) =>
          countedCheckins(
            checkins.filter((c) => c.date === date),
            3,
          ),
        );
        const hasTag = (c: MemberCheckin, tag: string) =>
          c.work_modality === tag || (c.personal_conditions ?? []).some((condition) => condition === tag);
        const row = (keep: (c: MemberCheckin) => boolean) => counted.map((c) => (keep(c) ? 1 : 0));
        const rows = [
          ...dates.map((date) => row((c) => c.date === date)),
          ...shown.flatMap((figure) => [
            row((c) => hasTag(c, figure.tag)),
            row((c) => !hasTag(c, figure.tag)),
          ]),
        ];
        const all = counted.map((_, i) => i);
        const full = rank(rows, all);
        const ids = [...new Set(counted.map((c) => c.userId))];
        for (const few of groupsUnder(ids, 3)) {
          const others = all.filter((i) => !few.includes(counted[i]!.userId));
          expect(rank(rows, others), `a sum describes ${few.join(' and ')} alone`).toBe(full);
        }
      }),
      { numRuns: 300 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allSafeTogether, compatibleFigures } from './complementary-figures.ts';

const unseen = (ids: string[]) => ids.map((userId) => ({ userId, seen: false }));

describe('figures shown to one viewer for one day', () => {
  it('withhold a company figure that differs from the viewer’s team by fewer than the threshold', () => {
    const team = { key: 'team', answers: unseen(['a', 'b', 'c']) };
    const company = { key: 'company', answers: team.answers };
    const restOf = (unseenPeople: number) => ({ counted: [{ figures: ['company'], unseen: unseenPeople }] });
    expect(compatibleFigures([company, team], 3, restOf(1))).toEqual(new Set(['team']));
    expect(compatibleFigures([company, team], 3, restOf(3))).toEqual(new Set(['team', 'company']));
  });

  it('withhold a figure whose overlap with another, or rest beside it, is too small', () => {
    const left = { key: 'left', answers: unseen(['a', 'b', 'c', 'd', 'e']) };
    const right = { key: 'right', answers: unseen(['d', 'e', 'f', 'g', 'h', 'i']) };
    expect(compatibleFigures([left, right], 3)).toEqual(new Set(['left']));
  });

  it('let answers seen by name fall anywhere', () => {
    const team = { key: 'team', answers: [...unseen(['a', 'b', 'c']), { userId: 's', seen: true }] };
    const company = { key: 'company', answers: [...team.answers, { userId: 't', seen: true }] };
    const rest = { counted: [{ figures: ['company'], unseen: 3 }] };
    expect(compatibleFigures([team, company], 3, rest)).toEqual(new Set(['team', 'company']));
  });

  it('keep figures shown already, and take a candidate only if it is safe beside them', () => {
    const company = { key: 'company', answers: [] };
    const teams = { a: 5, b: 4, c: 6 };
    const counted = Object.entries(teams).map(([team, unseen]) => ({ figures: ['company', team], unseen }));
    const candidates = Object.keys(teams).map((key) => ({ key, answers: [] }));
    // a (5) and c (6) leave b (4) as the company's rest: under 5, so the last of them to come is
    // withheld and joins the rest.
    expect(compatibleFigures(candidates, 5, { shown: [company], counted })).toEqual(new Set(['a']));
    expect(compatibleFigures(candidates, 4, { shown: [company], counted })).toEqual(new Set(['a', 'b', 'c']));
  });

  it('count people told by number in the cell of exactly the figures they belong to', () => {
    const team = { key: 'team', answers: unseen(['a', 'b', 'c']) };
    const overlap = { key: 'overlap', answers: [] };
    // Two counted in both figures: a cell of two, under the threshold, withholds the second.
    const counted = [
      { figures: ['team', 'overlap'], unseen: 2 },
      { figures: ['overlap'], unseen: 4 },
    ];
    expect(compatibleFigures([team, overlap], 3, { counted })).toEqual(new Set(['team']));
    const enough = [
      { figures: ['team', 'overlap'], unseen: 3 },
      { figures: ['overlap'], unseen: 4 },
    ];
    expect(compatibleFigures([team, overlap], 3, { counted: enough })).toEqual(new Set(['team', 'overlap']));
  });

  it('say all figures are safe together only when each is kept, in any choice of them', () => {
    const scenario = fc.record({
      figures: fc.array(fc.subarray(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']), {
        minLength: 1,
        maxLength: 4,
      }),
      counted: fc.array(fc.record({ in: fc.array(fc.nat(3), { maxLength: 3 }), unseen: fc.nat(7) }), {
        maxLength: 3,
      }),
      shownFirst: fc.nat(3),
      threshold: fc.constantFrom(2, 3),
    });
    let together = 0;
    fc.assert(
      fc.property(scenario, ({ figures, counted, shownFirst, threshold }) => {
        const candidates = figures.map((people, i) => ({ key: `f${i}`, answers: unseen(people) }));
        const context = {
          shown: candidates.slice(0, Math.min(shownFirst, candidates.length - 1)),
          counted: counted.map((people) => ({
            figures: people.in.filter((i) => i < candidates.length).map((i) => `f${i}`),
            unseen: people.unseen,
          })),
        };
        const offered = candidates.slice(context.shown.length);
        if (!allSafeTogether(offered, threshold, context)) return;
        together += 1;
        for (const choice of [offered, offered.slice(1), offered.slice(0, 1)]) {
          expect(compatibleFigures(choice, threshold, context)).toEqual(new Set(choice.map((f) => f.key)));
        }
      }),
      { numRuns: 2000 },
    );
    expect(together).toBeGreaterThan(50);
  });
});

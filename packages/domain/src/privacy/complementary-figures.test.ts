import { describe, expect, it } from 'vitest';
import { compatibleFigures } from './complementary-figures.ts';

const unseen = (ids: string[]) => ids.map((userId) => ({ userId, seen: false }));

describe('figures shown to one viewer for one day', () => {
  it('withhold a company figure that differs from the viewer’s team by fewer than the threshold', () => {
    const team = { key: 'team', answers: unseen(['a', 'b', 'c']) };
    expect(compatibleFigures([{ key: 'company', answers: team.answers, unlisted: 1 }, team], 3)).toEqual(
      new Set(['team']),
    );
    expect(compatibleFigures([{ key: 'company', answers: team.answers, unlisted: 3 }, team], 3)).toEqual(
      new Set(['team', 'company']),
    );
  });

  it('withhold a figure whose overlap with another, or rest beside it, is too small', () => {
    const left = { key: 'left', answers: unseen(['a', 'b', 'c', 'd', 'e']) };
    const right = { key: 'right', answers: unseen(['d', 'e', 'f', 'g', 'h', 'i']) };
    expect(compatibleFigures([left, right], 3)).toEqual(new Set(['left']));
  });

  it('let answers seen by name fall anywhere', () => {
    const team = { key: 'team', answers: [...unseen(['a', 'b', 'c']), { userId: 's', seen: true }] };
    const company = { key: 'company', answers: [...team.answers, { userId: 't', seen: true }], unlisted: 3 };
    expect(compatibleFigures([team, company], 3)).toEqual(new Set(['team', 'company']));
  });
});

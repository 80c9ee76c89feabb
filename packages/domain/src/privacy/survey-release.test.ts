import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { releasedSurvey, releasedSurveyFigures, type SurveyAtom } from './survey-release.ts';
import { resolveSurveyThresholds } from './survey-thresholds.ts';

const WHOLE = 'all';

interface Respondent {
  id: string;
  team: string;
  department: string;
  wave: number;
}

const groupsOf = (person: Respondent) => [WHOLE, `team:${person.team}`, `department:${person.department}`];

/** Atoms as the server makes them; `viewer`, if given, answered too, and only their groups are known. */
function atomsOf(people: readonly Respondent[], viewer?: Respondent): SurveyAtom[] {
  const atoms = new Map<string, SurveyAtom>();
  const viewerGroups = viewer && groupsOf(viewer).join('|');
  for (const person of people) {
    const key = `${groupsOf(person).join('|')}#${person.wave}`;
    const atom = atoms.get(key) ?? {
      groups: groupsOf(person),
      wave: person.wave,
      people: 0,
      mayHoldViewer: groupsOf(person).join('|') === viewerGroups,
    };
    atoms.set(key, { ...atom, people: atom.people + 1 });
  }
  return [...atoms.values()];
}

/**
 * Every figure an admin has been shown, read after each wave closed: who it was computed over,
 * less the admin herself if she answered, since her own answer is known to her.
 */
function everyReading(people: readonly Respondent[], threshold: number, viewer?: Respondent): Set<string>[] {
  const waves = [...new Set(people.map((person) => person.wave))].sort((a, b) => a - b);
  const readings: Set<string>[] = [];
  for (const wave of waves) {
    const known = people.filter((person) => person.wave <= wave);
    const release = releasedSurvey(atomsOf(known, viewer), { whole: WHOLE, threshold });
    const counted = known.filter(
      (person) => release.wave !== null && person.wave <= release.wave && person !== viewer,
    );
    for (const figure of release.shown) {
      readings.push(new Set(counted.filter((person) => groupsOf(person).includes(figure)).map((p) => p.id)));
    }
  }
  return readings;
}

const minus = (a: ReadonlySet<string>, b: ReadonlySet<string>) => new Set([...a].filter((id) => !b.has(id)));
const within = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].every((id) => b.has(id));
const tooFew = (people: ReadonlySet<string>, threshold: number) => people.size > 0 && people.size < threshold;

/**
 * The attacker subtracts whatever they were shown, in every reading: one figure from another that
 * holds it (a team from the whole, the whole before one more answer from the whole after), and every
 * disjoint set of shown figures from one that holds them all (the teams from the whole).
 */
function attack(readings: readonly Set<string>[], threshold: number): Set<string> | undefined {
  for (const figure of readings) {
    if (tooFew(figure, threshold)) return figure;
    const inside = readings.filter((other) => other !== figure && within(other, figure));
    for (const other of inside) {
      const rest = minus(figure, other);
      if (tooFew(rest, threshold)) return rest;
    }
    let rest = new Set(figure);
    for (const other of inside) {
      if (within(other, rest)) rest = minus(rest, other);
    }
    if (tooFew(rest, threshold)) return rest;
  }
  return undefined;
}

const people = (count: number, team: string, department: string, wave = 0, prefix = team): Respondent[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${wave}-${i}`, team, department, wave }));

describe('survey thresholds', () => {
  it('default to 5 for scores and 10 for comments', () => {
    expect(resolveSurveyThresholds({})).toEqual({ scores: 5, comments: 10 });
  });

  it('never let scores go under 3 nor comments under the scores', () => {
    expect(resolveSurveyThresholds({ scores: 1, comments: 2 })).toEqual({ scores: 3, comments: 3 });
    expect(resolveSurveyThresholds({ scores: 7, comments: 4 })).toEqual({ scores: 7, comments: 7 });
    expect(resolveSurveyThresholds({ scores: 4.2, comments: Number.NaN })).toEqual({
      scores: 5,
      comments: 10,
    });
  });
});

describe('survey figures released to an admin', () => {
  it('show nothing under the threshold, the whole included', () => {
    expect(releasedSurveyFigures(atomsOf(people(4, 'a', 'x')), { whole: WHOLE, threshold: 5 })).toEqual(
      new Set(),
    );
  });

  it('withhold a group of four and the group of the threshold beside it, keeping the whole', () => {
    const answered = [...people(5, 'a', 'x'), ...people(4, 'b', 'x')];
    const shown = releasedSurveyFigures(atomsOf(answered), { whole: WHOLE, threshold: 5 });
    expect(shown).toEqual(new Set([WHOLE, 'department:x']));
    expect(attack(everyReading(answered, 5), 5)).toBeUndefined();
  });

  it('let the teams stand when those withheld together reach the threshold', () => {
    const answered = [...people(6, 'a', 'x'), ...people(3, 'b', 'x'), ...people(2, 'c', 'x')];
    const shown = releasedSurveyFigures(atomsOf(answered), { whole: WHOLE, threshold: 5 });
    expect(shown).toEqual(new Set([WHOLE, 'department:x', 'team:a']));
  });

  it('do not move by one answer between two readings', () => {
    const answered = [...people(5, 'a', 'x', 0), ...people(1, 'a', 'x', 1)];
    const readings = everyReading(answered, 5);
    expect(attack(readings, 5)).toBeUndefined();
    expect(releasedSurvey(atomsOf(answered), { whole: WHOLE, threshold: 5 })).toEqual({
      wave: 0,
      shown: new Set([WHOLE, 'team:a', 'department:x']),
    });
  });

  it('let a later wave in once it brings the threshold', () => {
    const answered = [...people(5, 'a', 'x', 0), ...people(2, 'a', 'x', 1), ...people(3, 'a', 'x', 2)];
    const shown = releasedSurveyFigures(atomsOf(answered), { whole: WHOLE, threshold: 5 });
    expect(shown).toEqual(new Set([WHOLE, 'team:a', 'department:x']));
    expect(attack(everyReading(answered, 5), 5)).toBeUndefined();
  });

  it('keep the whole when an earlier wave’s answers carry no group and a later one’s do', () => {
    const early = { groups: [WHOLE], wave: 0, people: 4 };
    const late = { groups: [WHOLE, 'team:a', 'department:x'], wave: 1, people: 2 };
    expect(releasedSurvey([early, late], { whole: WHOLE, threshold: 5 })).toEqual({
      wave: 1,
      shown: new Set([WHOLE]),
    });
  });

  it('withhold a team and department that cross in too few people', () => {
    const answered = [...people(8, 'a', 'x'), ...people(2, 'a', 'y', 0, 'ay'), ...people(8, 'b', 'y')];
    const shown = releasedSurveyFigures(atomsOf(answered), { whole: WHOLE, threshold: 5 });
    expect(shown.has(WHOLE)).toBe(true);
    expect(attack(everyReading(answered, 5), 5)).toBeUndefined();
  });

  it('never leave the attacker fewer than the threshold, whatever the groups and waves', () => {
    const respondent = fc.record({
      team: fc.constantFrom('a', 'b', 'c', 'd'),
      department: fc.constantFrom('x', 'y'),
      wave: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(
        fc.array(respondent, { maxLength: 40 }),
        fc.integer({ min: 3, max: 6 }),
        (drawn, threshold) => {
          const answered = drawn.map((person, i) => ({ ...person, id: `p${i}` }));
          expect(attack(everyReading(answered, threshold), threshold)).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('survey figures released to an admin who answered too', () => {
  it('count her own answer as known: a team of five with her is four she does not know', () => {
    const [admin, ...team] = people(5, 'a', 'x');
    const answered = [admin!, ...team, ...people(5, 'b', 'y')];
    const shown = releasedSurveyFigures(atomsOf(answered, admin), { whole: WHOLE, threshold: 5 });
    expect(shown.has('team:a')).toBe(false);
    expect(shown.has(WHOLE)).toBe(true);
    expect(attack(everyReading(answered, 5, admin), 5)).toBeUndefined();
    // Had she not answered, the team of five would be shown.
    expect(releasedSurveyFigures(atomsOf(answered), { whole: WHOLE, threshold: 5 }).has('team:a')).toBe(true);
  });

  it('never leave her fewer than the threshold of others, whatever the groups and waves', () => {
    const respondent = fc.record({
      team: fc.constantFrom('a', 'b', 'c'),
      department: fc.constantFrom('x', 'y'),
      wave: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(
        fc.array(respondent, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.integer({ min: 3, max: 5 }),
        (drawn, pick, threshold) => {
          const answered = drawn.map((person, i) => ({ ...person, id: `p${i}` }));
          const viewer = answered[pick % answered.length]!;
          expect(attack(everyReading(answered, threshold, viewer), threshold)).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('comments released by the same rule at their own threshold', () => {
  it('show a group’s comments from 10 people, and withhold the group beside one too small', () => {
    const { comments } = resolveSurveyThresholds({});
    const answered = [...people(10, 'a', 'x'), ...people(9, 'b', 'x')];
    expect(releasedSurveyFigures(atomsOf(answered), { whole: WHOLE, threshold: comments })).toEqual(
      new Set([WHOLE, 'department:x']),
    );
    const scores = releasedSurveyFigures(atomsOf(answered), { whole: WHOLE, threshold: 5 });
    expect(scores).toEqual(new Set([WHOLE, 'department:x', 'team:a', 'team:b']));
  });
});

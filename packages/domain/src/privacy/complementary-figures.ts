import { isAggregateVisible } from '../pulse/confidentiality.ts';
import type { ReleasableAnswer } from './group-safety.ts';

/**
 * A figure one viewer would be shown for one day: the answers it lists. People too many to list
 * (a company's, a team's of a large company) are told as `CountedPeople` beside the figures.
 */
export interface CandidateFigure {
  key: string;
  answers: readonly ReleasableAnswer[];
}

/** Unseen people a set of figures counts without listing them, by the figures they belong to. */
export interface CountedPeople {
  figures: readonly string[];
  unseen: number;
}

export interface FigureContext {
  /**
   * Figures the viewer is shown whatever is decided here (the company's day beside the teams of
   * its breakdown): they are never withheld, and every candidate must be safe beside them.
   */
  shown?: readonly CandidateFigure[];
  counted?: readonly CountedPeople[];
}

/** Unseen people who belong to exactly the same figures, as far as the figures decided so far tell. */
interface Atom {
  unseen: number;
  figures: ReadonlySet<string>;
}

/**
 * The atoms of the figures: people in exactly the same figures, listed or counted, as one. No cell
 * ever parts them, so they count together (a leader's team lists hundreds of people a day, most of
 * them in the same few figures).
 */
function atomsOf(figures: readonly CandidateFigure[], counted: readonly CountedPeople[]): Atom[] {
  const listed = new Map<string, Set<string>>();
  for (const figure of figures) {
    for (const answer of figure.answers) {
      if (answer.seen) continue;
      const belongsTo = listed.get(answer.userId) ?? new Set<string>();
      belongsTo.add(figure.key);
      listed.set(answer.userId, belongsTo);
    }
  }
  const atoms = new Map<string, { unseen: number; figures: ReadonlySet<string> }>();
  const join = (unseen: number, belongsTo: ReadonlySet<string>) => {
    const key = [...belongsTo].sort().join('\u0000');
    const atom = atoms.get(key);
    if (atom) atom.unseen += unseen;
    else atoms.set(key, { unseen, figures: belongsTo });
  };
  for (const belongsTo of listed.values()) join(1, belongsTo);
  for (const people of counted) if (people.unseen > 0) join(people.unseen, new Set(people.figures));
  return [...atoms.values()];
}

/**
 * Every figure is a union of whole atoms, and so is every part it splits off another: when no atom
 * is under the threshold, no part is, and every figure may be shown (most days of a large company).
 */
function atomsAllSafe(atoms: readonly Atom[], threshold: number): boolean {
  return atoms.every((atom) => isAggregateVisible(atom.unseen, threshold));
}

/**
 * Whether all these figures may be shown together beside `context.shown`, by the atoms alone. The
 * atoms of more figures split those of fewer, so when this holds for a set of figures, every choice
 * among them is safe too, and `compatibleFigures` would keep each one it is offered.
 */
export function allSafeTogether(
  figures: readonly CandidateFigure[],
  threshold: number,
  context: FigureContext = {},
): boolean {
  return atomsAllSafe(atomsOf([...(context.shown ?? []), ...figures], context.counted ?? []), threshold);
}

/**
 * Figures shown to one viewer for one day can be added and subtracted: any combination of them
 * describes a union of "cells", the people who belong to exactly the same figures. Nobody can be
 * told apart when every cell holds no unseen person or at least the threshold of them. Cells are
 * kept as figures join, so a figure is judged by the cells it splits: each part must be safe.
 */
class Cells {
  private readonly cellOf: number[];
  private readonly size = new Map<number, number>();
  /** The atoms each figure holds, so a figure is judged by its own people alone. */
  private readonly atomsIn = new Map<string, number[]>();
  private next = 0;

  constructor(
    private readonly atoms: readonly Atom[],
    private readonly threshold: number,
  ) {
    // -1: in no figure yet, so in no cell anyone is shown.
    this.cellOf = atoms.map(() => -1);
    atoms.forEach((atom, i) => {
      for (const key of atom.figures) {
        const held = this.atomsIn.get(key) ?? [];
        held.push(i);
        this.atomsIn.set(key, held);
      }
    });
  }

  private safe(unseen: number): boolean {
    return unseen === 0 || isAggregateVisible(unseen, this.threshold);
  }

  /** Unseen people of the figure in each cell it would split. */
  private inside(key: string): Map<number, number> {
    const inside = new Map<number, number>();
    for (const i of this.atomsIn.get(key) ?? []) {
      const cell = this.cellOf[i]!;
      inside.set(cell, (inside.get(cell) ?? 0) + this.atoms[i]!.unseen);
    }
    return inside;
  }

  allSafe(): boolean {
    return [...this.size.values()].every((unseen) => this.safe(unseen));
  }

  canAdd(key: string): boolean {
    for (const [cell, unseen] of this.inside(key)) {
      if (!this.safe(unseen)) return false;
      if (cell !== -1 && !this.safe(this.size.get(cell)! - unseen)) return false;
    }
    return true;
  }

  add(key: string): void {
    const renamed = new Map<number, number>();
    for (const [cell, unseen] of this.inside(key)) {
      const part = this.next++;
      renamed.set(cell, part);
      this.size.set(part, unseen);
      if (cell !== -1) this.size.set(cell, this.size.get(cell)! - unseen);
    }
    for (const i of this.atomsIn.get(key) ?? []) this.cellOf[i] = renamed.get(this.cellOf[i]!)!;
  }
}

/**
 * Which of the figures one viewer would see for one day may be shown together. Smaller groups
 * come first (a team before its company): each is kept only if, beside those shown already and
 * those kept, no difference or combination describes fewer unseen people than the threshold; the
 * larger figure that would complement a smaller one is withheld. Figures shown already that are
 * not safe together leave no room for any other.
 * See docs/product/pulse-and-privacy.md, "Figures that complement each other".
 */
export function compatibleFigures(
  figures: readonly CandidateFigure[],
  threshold: number,
  context: FigureContext = {},
): Set<string> {
  const shown = context.shown ?? [];
  const atoms = atomsOf([...shown, ...figures], context.counted ?? []);
  if (atomsAllSafe(atoms, threshold)) return new Set(figures.map((figure) => figure.key));
  const cells = new Cells(atoms, threshold);
  for (const figure of shown) cells.add(figure.key);
  const chosen = new Set<string>();
  if (!cells.allSafe()) return chosen;
  const size = new Map(figures.map((figure) => [figure.key, figure.answers.length]));
  for (const people of context.counted ?? []) {
    for (const key of people.figures) {
      const listed = size.get(key);
      if (listed !== undefined) size.set(key, listed + people.unseen);
    }
  }
  const bySize = [...figures].sort((a, b) => size.get(a.key)! - size.get(b.key)!);
  for (const figure of bySize) {
    if (!cells.canAdd(figure.key)) continue;
    cells.add(figure.key);
    chosen.add(figure.key);
  }
  return chosen;
}

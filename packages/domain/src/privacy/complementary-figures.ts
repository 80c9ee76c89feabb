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

const cellOf = (keys: Iterable<string>) => [...keys].sort().join('\u0000');

/**
 * Figures shown to one viewer for one day can be added and subtracted: any combination of them
 * describes a union of "cells", the people who belong to exactly the same figures. Nobody can be
 * told apart when every cell holds no unseen person or at least the threshold of them.
 */
function cellsAreSafe(
  figures: readonly CandidateFigure[],
  counted: readonly CountedPeople[],
  threshold: number,
): boolean {
  const keys = new Set(figures.map((figure) => figure.key));
  const cells = new Map<string, number>();
  const signature = new Map<string, Set<string>>();
  for (const figure of figures) {
    for (const answer of figure.answers) {
      if (answer.seen) continue;
      const belongsTo = signature.get(answer.userId) ?? new Set<string>();
      belongsTo.add(figure.key);
      signature.set(answer.userId, belongsTo);
    }
  }
  for (const belongsTo of signature.values()) {
    const cell = cellOf(belongsTo);
    cells.set(cell, (cells.get(cell) ?? 0) + 1);
  }
  for (const people of counted) {
    const belongsTo = people.figures.filter((key) => keys.has(key));
    if (belongsTo.length === 0 || people.unseen === 0) continue;
    const cell = cellOf(belongsTo);
    cells.set(cell, (cells.get(cell) ?? 0) + people.unseen);
  }
  return [...cells.values()].every((unseen) => unseen === 0 || isAggregateVisible(unseen, threshold));
}

/**
 * Which of the figures one viewer would see for one day may be shown together. Smaller groups
 * come first (a team before its company): each is kept only if, beside those shown already and
 * those kept, no difference or combination describes fewer unseen people than the threshold; the
 * larger figure that would complement a smaller one is withheld.
 * See docs/product/pulse-and-privacy.md, "Figures that complement each other".
 */
export function compatibleFigures(
  figures: readonly CandidateFigure[],
  threshold: number,
  context: FigureContext = {},
): Set<string> {
  const counted = context.counted ?? [];
  const size = (figure: CandidateFigure) =>
    figure.answers.length +
    counted.reduce((sum, people) => sum + (people.figures.includes(figure.key) ? people.unseen : 0), 0);
  const bySize = [...figures].sort((a, b) => size(a) - size(b));
  const kept: CandidateFigure[] = [...(context.shown ?? [])];
  const chosen = new Set<string>();
  for (const figure of bySize) {
    if (!cellsAreSafe([...kept, figure], counted, threshold)) continue;
    kept.push(figure);
    chosen.add(figure.key);
  }
  return chosen;
}

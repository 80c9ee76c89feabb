import { isAggregateVisible } from '../pulse/confidentiality.ts';
import type { ReleasableAnswer } from './group-safety.ts';

/**
 * A figure one viewer would be shown for one day: the answers it is computed from. A figure over
 * a group too large to list (the company) lists only its answers that also belong to the other
 * figures, and counts the rest of its unseen people in `unlisted`.
 */
export interface CandidateFigure {
  key: string;
  answers: readonly ReleasableAnswer[];
  unlisted?: number;
}

/**
 * Figures shown to one viewer for one day can be added and subtracted: any combination of them
 * describes a union of "cells", the people who belong to exactly the same figures. Nobody can be
 * told apart when every cell holds no unseen person or at least the threshold of them.
 */
function cellsAreSafe(figures: readonly CandidateFigure[], threshold: number): boolean {
  const cells = new Map<string, number>();
  const signature = new Map<string, string[]>();
  for (const figure of figures) {
    for (const answer of figure.answers) {
      if (answer.seen) continue;
      const keys = signature.get(answer.userId) ?? [];
      if (!keys.includes(figure.key)) keys.push(figure.key);
      signature.set(answer.userId, keys);
    }
  }
  for (const keys of signature.values()) {
    const cell = [...keys].sort().join('\u0000');
    cells.set(cell, (cells.get(cell) ?? 0) + 1);
  }
  for (const figure of figures) {
    if (figure.unlisted) cells.set(figure.key, (cells.get(figure.key) ?? 0) + figure.unlisted);
  }
  return [...cells.values()].every((unseen) => unseen === 0 || isAggregateVisible(unseen, threshold));
}

/**
 * Which of the figures one viewer would see for one day may be shown together. Smaller groups
 * come first (a team before its company): each is kept only if, beside those kept already, no
 * difference or combination describes fewer unseen people than the threshold; the larger figure
 * that would complement a smaller one is withheld.
 * See docs/product/pulse-and-privacy.md, "Figures that complement each other".
 */
export function compatibleFigures(figures: readonly CandidateFigure[], threshold: number): Set<string> {
  const bySize = [...figures].sort(
    (a, b) => a.answers.length + (a.unlisted ?? 0) - (b.answers.length + (b.unlisted ?? 0)),
  );
  const kept: CandidateFigure[] = [];
  for (const figure of bySize) {
    if (cellsAreSafe([...kept, figure], threshold)) kept.push(figure);
  }
  return new Set(kept.map((figure) => figure.key));
}

import { z } from 'zod';

/** Spec 2 §4, in order; the thresholds are decision 024's. */
export const POINTS_LEVELS = [
  { level: 'novice', from: 0 },
  { level: 'apprentice', from: 50 },
  { level: 'competent', from: 150 },
  { level: 'experienced', from: 300 },
  { level: 'expert', from: 500 },
  { level: 'master', from: 800 },
  { level: 'legend', from: 1200 },
  { level: 'grandmaster', from: 2000 },
] as const;
export type PointsLevel = (typeof POINTS_LEVELS)[number]['level'];
export const POINTS_LEVEL_NAMES = POINTS_LEVELS.map((entry) => entry.level) as [
  PointsLevel,
  ...PointsLevel[],
];

export const levelProgressSchema = z.object({
  points: z.int().nonnegative(),
  level: z.enum(POINTS_LEVEL_NAMES),
  next_level: z.enum(POINTS_LEVEL_NAMES).nullable(),
  level_from: z.int(),
  next_from: z.int().nullable(),
  /** 0 to 100: how far from this level's start to the next; 100 at the last level. */
  progress_percent: z.int().min(0).max(100),
});
export type LevelProgress = z.output<typeof levelProgressSchema>;

/** docs/product/recognitions.md#levels: the level a total reaches and the way to the next. */
export function levelProgress(points: number): LevelProgress {
  const total = Math.max(0, Math.floor(points));
  let index = 0;
  while (index + 1 < POINTS_LEVELS.length && total >= POINTS_LEVELS[index + 1]!.from) index += 1;
  const current = POINTS_LEVELS[index]!;
  const next = POINTS_LEVELS[index + 1] ?? null;
  return {
    points: total,
    level: current.level,
    next_level: next?.level ?? null,
    level_from: current.from,
    next_from: next?.from ?? null,
    progress_percent: next ? Math.floor(((total - current.from) * 100) / (next.from - current.from)) : 100,
  };
}

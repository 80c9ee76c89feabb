export * from './pulse-score.ts';
export * from './pulse-band.ts';
export * from './confidentiality.ts';
export * from './calendar-dates.ts';
export * from './team-day.ts';
export {
  TAG_WINDOW_WEEKS,
  tagFigures,
  tagWindow,
  type TagFigure,
  type TagFiguresInput,
} from './tag-figures.ts';
export * from './team-tag-figures.ts';
export * from './team-alerts.ts';
export * from './pulse-streak.ts';
export * from './team-pulse-days.ts';
export * from './team-pulse.ts';
export * from './team-analysis.ts';
export * from './pulse-schemas.ts';

import { z } from 'zod';

/**
 * Survey answers are read group by group and may carry free text, so they are released to larger
 * groups than a day's check-ins: scores from 5 people by default and never fewer than 3, comments
 * from 10 and never from fewer people than the scores.
 * See docs/product/surveys.md, "Thresholds".
 */
export const DEFAULT_SURVEY_THRESHOLD = 5;
export const MIN_SURVEY_THRESHOLD = 3;
export const DEFAULT_COMMENT_THRESHOLD = 10;
export const MAX_SURVEY_THRESHOLD = 50;

export const surveyThresholdsSchema = z
  .object({
    scores: z.int().min(MIN_SURVEY_THRESHOLD).max(MAX_SURVEY_THRESHOLD),
    comments: z.int().min(MIN_SURVEY_THRESHOLD).max(MAX_SURVEY_THRESHOLD),
  })
  .refine((thresholds) => thresholds.comments >= thresholds.scores, {
    path: ['comments'],
    message: 'validation.commentsUnderScores',
  });
export type SurveyThresholds = z.infer<typeof surveyThresholdsSchema>;

const whole = (value: number | null | undefined, fallback: number) =>
  value === null || value === undefined || !Number.isFinite(value) ? fallback : Math.ceil(value);

/** Stored values pulled back into range, so no setting can release to fewer people than the rules allow. */
export function resolveSurveyThresholds(stored: {
  scores?: number | null;
  comments?: number | null;
}): SurveyThresholds {
  const scores = Math.min(
    MAX_SURVEY_THRESHOLD,
    Math.max(MIN_SURVEY_THRESHOLD, whole(stored.scores, DEFAULT_SURVEY_THRESHOLD)),
  );
  const comments = Math.min(
    MAX_SURVEY_THRESHOLD,
    Math.max(scores, whole(stored.comments, DEFAULT_COMMENT_THRESHOLD)),
  );
  return { scores, comments };
}

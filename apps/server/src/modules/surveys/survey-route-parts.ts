import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import {
  CUSTOM_SURVEYS_FEATURE,
  needsCustomSurveys,
  surveyDetailSchema,
  type CompanyAction,
  type SurveyContent,
  type SurveyRecurrence,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { assertFeature } from '../../http/feature-gate.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { surveyCompany } from './survey-company.ts';

export const adminOnly = { ...access('company-admin'), tags: ['surveys'] };
export const membersOnly = { ...access('company-member'), tags: ['surveys'] };
export const slugParam = z.object({ slug: z.string().max(80) });
export const surveyParams = slugParam.extend({ surveyId: z.string().max(64) });
export const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed in this company, or the plan lacks what the survey uses'),
  404: errorResponse('No such company or survey'),
};
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
export const body = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
export const detailResponse = (description: string) =>
  json(z.object({ survey: surveyDetailSchema }), description);

/** The caller, the company the slug names (once they may take the action) and its today. */
export async function surveyContext(c: Context<AppEnv>, action: CompanyAction, slug: string) {
  const actor = requireActor(c);
  const { db } = c.var.deps.database;
  const now = c.var.deps.clock.now();
  const company = await surveyCompany(db, actor, action, slug, now);
  return { actor, db, now, company };
}

/** One's own questions and recurrence come with the plan of custom reports (docs/decisions/019-surveys.md). */
export async function gateSurvey(
  c: Context<AppEnv>,
  survey: { content: SurveyContent; recurrence?: SurveyRecurrence },
): Promise<void> {
  if (needsCustomSurveys(survey)) await assertFeature(c, CUSTOM_SURVEYS_FEATURE);
}

import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  can,
  careerPlanInputSchema,
  careerPlanResponseSchema,
  careerRecommendationsSchema,
  describeRefusal,
  isReadyForRecommendations,
  recommendCareer,
  type Actor,
  type CareerPlanAction,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { AppError } from '../../http/app-error.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { developmentCompany } from '../trainings/development-company.ts';
import { requireSubject } from '../trainings/development-people.ts';
import { readCatalogue } from '../trainings/training-catalogue-store.ts';
import { planHasFeature } from '../trainings/plan-feature.ts';
import { careerAdviceMessages, withAiAdvice } from './career-advice.ts';
import { presentCareerPlan, readCareerPlan, saveCareerPlan } from './career-plan-store.ts';

const members = { ...access('company-member'), tags: ['career'] };
const planParams = z.object({ slug: z.string().max(80), employeeId: z.string().max(64) });
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not this person, their leader, their leader’s leader or an admin'),
  404: errorResponse('No such company or person'),
};

const read = createRoute({
  method: 'get',
  path: '/companies/{slug}/career-plans/{employeeId}',
  operationId: 'readCareerPlan',
  summary: "A person's career plan, for them and for those who plan for them",
  ...members,
  request: { params: planParams },
  responses: { 200: json('Plan', careerPlanResponseSchema), ...refusals },
});

const save = createRoute({
  method: 'put',
  path: '/companies/{slug}/career-plans/{employeeId}',
  operationId: 'saveCareerPlan',
  summary: "Write a person's career plan: their leader, that leader's leader or an admin",
  ...members,
  request: {
    params: planParams,
    body: { content: { 'application/json': { schema: careerPlanInputSchema } }, required: true },
  },
  responses: {
    200: json('Saved', careerPlanResponseSchema),
    400: errorResponse('Invalid plan'),
    ...refusals,
  },
});

const recommend = createRoute({
  method: 'post',
  path: '/companies/{slug}/career-plans/{employeeId}/recommendations',
  operationId: 'recommendCareer',
  summary:
    'Skills, catalogue trainings and steps from the saved plan; AI advice added on aiInsights plans with a provider',
  ...members,
  request: { params: planParams },
  responses: {
    200: json('Recommendations', careerRecommendationsSchema),
    400: errorResponse('Current position, target or timeline missing (CAREER_PLAN_INCOMPLETE)'),
    ...refusals,
  },
});

async function planSubject(
  db: Db,
  actor: Actor,
  companyId: string,
  employeeId: string,
  action: CareerPlanAction,
) {
  return requireSubject(db, actor, companyId, employeeId, (subject) =>
    can(actor, action, { kind: 'careerPlan', ...subject }),
  );
}

export const careerPlanRoutes = new OpenAPIHono<AppEnv>()
  .openapi(read, async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const actor = requireActor(c);
    const { slug, employeeId } = c.req.valid('param');
    const company = await developmentCompany(db, actor, slug, deps.clock.now());
    const subject = await planSubject(db, actor, company.id, employeeId, 'read');
    const plan = await readCareerPlan(db, company.id, subject.personId);
    const canWrite = can(actor, 'write', { kind: 'careerPlan', ...subject });
    return c.json(
      { plan: presentCareerPlan(plan, { id: subject.personId, name: subject.name }, canWrite) },
      200,
    );
  })
  .openapi(save, async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const actor = requireActor(c);
    const now = deps.clock.now();
    const { slug, employeeId } = c.req.valid('param');
    const company = await developmentCompany(db, actor, slug, now);
    const subject = await planSubject(db, actor, company.id, employeeId, 'write');
    await saveCareerPlan(db, company.id, subject.personId, actor.userId, c.req.valid('json'), now);
    const plan = await readCareerPlan(db, company.id, subject.personId);
    return c.json({ plan: presentCareerPlan(plan, { id: subject.personId, name: subject.name }, true) }, 200);
  })
  .openapi(recommend, async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const actor = requireActor(c);
    const { slug, employeeId } = c.req.valid('param');
    const company = await developmentCompany(db, actor, slug, deps.clock.now());
    const subject = await planSubject(db, actor, company.id, employeeId, 'recommend');
    const plan = await readCareerPlan(db, company.id, subject.personId);
    if (!isReadyForRecommendations(plan)) {
      throw new AppError('VALIDATION_ERROR', {
        status: 400,
        reason: 'CAREER_PLAN_INCOMPLETE',
        message: describeRefusal('CAREER_PLAN_INCOMPLETE', c.var.language),
      });
    }
    const catalogue = await readCatalogue(db, company.id);
    const language = c.var.language;
    const answer = recommendCareer(plan, catalogue, language);
    if (!(await planHasFeature(c, 'aiInsights'))) return c.json(answer, 200);
    const messages = careerAdviceMessages(
      plan,
      catalogue.map((training) => training.name),
      language,
    );
    return c.json(await withAiAdvice(deps.config, deps.logger, answer, messages), 200);
  });

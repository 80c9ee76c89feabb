import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  addDays,
  currentStreak,
  daysBetween,
  localParts,
  ownPulseQuerySchema,
  ownPulseSchema,
  pulseBand,
  pulseScore,
} from '@tera/domain';
import { requirePrincipal } from '../../auth/principal.ts';
import { dailyCheckins } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { AppError } from '../../http/app-error.ts';

const MAX_RANGE_DAYS = 366;
const STREAK_LOOKBACK_DAYS = 366;

const ownPulse = createRoute({
  method: 'get',
  path: '/pulse/me',
  operationId: 'readMyPulse',
  summary: 'Own TeraPulse per day with the four indicators, and the current streak',
  tags: ['pulse'],
  ...access('authenticated'),
  request: { query: ownPulseQuerySchema },
  responses: {
    200: { description: 'Own pulse', content: { 'application/json': { schema: ownPulseSchema } } },
    400: errorResponse('Invalid range'),
    401: errorResponse('Not signed in'),
  },
});

export const pulseRoutes = new OpenAPIHono<AppEnv>().openapi(ownPulse, async (c) => {
  const principal = requirePrincipal(c);
  const { from, to } = c.req.valid('query');
  const span = daysBetween(from, to);
  if (span < 0 || span >= MAX_RANGE_DAYS)
    throw new AppError('VALIDATION_ERROR', { fields: { to: ['validation.invalid'] } });
  const db = c.var.deps.database.db;
  const today = localParts(c.var.deps.clock.now(), principal.timeZone).date;
  const rows = await db
    .select()
    .from(dailyCheckins)
    .where(
      and(
        eq(dailyCheckins.userId, principal.userId),
        gte(dailyCheckins.checkInDate, from),
        lte(dailyCheckins.checkInDate, to),
      ),
    )
    .orderBy(asc(dailyCheckins.checkInDate));
  const recent = await db
    .select({ date: dailyCheckins.checkInDate })
    .from(dailyCheckins)
    .where(
      and(
        eq(dailyCheckins.userId, principal.userId),
        gte(dailyCheckins.checkInDate, addDays(today, -STREAK_LOOKBACK_DAYS)),
      ),
    );
  return c.json(
    {
      today,
      streak: currentStreak(
        recent.map((r) => r.date),
        today,
      ),
      days: rows.map((row) => {
        const pulse = pulseScore({
          energy: row.energy,
          mental_pressure: row.mentalPressure,
          personal_concerns: row.personalConcerns,
          motivation: row.motivation,
        });
        return {
          date: row.checkInDate,
          pulse,
          band: pulseBand(pulse),
          energy: row.energy,
          mentalPressure: row.mentalPressure,
          personalConcerns: row.personalConcerns,
          motivation: row.motivation,
        };
      }),
    },
    200,
  );
});

import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import {
  analyseTeam,
  describeRefusal,
  PULSE_EVOLUTION_DAYS,
  TEAM_TODAY_EVENT,
  teamAnalysisSchema,
  teamAssistantAnswerSchema,
  teamAssistantRequestSchema,
  teamPulseQuerySchema,
  teamPulseSchema,
} from '@tera/domain';
import { readPrincipal, requirePrincipal, sessionTokenOf } from '../../auth/principal.ts';
import { completeChat } from '../../ai/chat-completion.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { rateLimitedRefusal } from '../../http/rate-limit.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { requireFeature } from '../../http/feature-gate.ts';
import { assistantMessages } from './assistant-prompt.ts';
import { streamTeamToday } from './team-events.ts';
import { takeLiveStreamSlot } from './live-stream-slots.ts';
import { limitAssistantQuestions } from './assistant-limits.ts';
import { readTeamPulse } from './team-pulse.ts';

const leaders = { ...access('leader'), tags: ['team'] };
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

const teamPulse = createRoute({
  method: 'get',
  path: '/team/pulse',
  operationId: 'readTeamPulse',
  summary: "The leader's direct reports: today, trend, tags, alerts and members, thresholded",
  ...leaders,
  request: { query: teamPulseQuerySchema },
  responses: {
    200: json('Team figures', teamPulseSchema),
    400: errorResponse('Invalid days'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a leader'),
  },
});

const teamEvents = createRoute({
  method: 'get',
  path: '/team/events',
  operationId: 'streamTeamEvents',
  summary: `Live stream of the team's today figures as '${TEAM_TODAY_EVENT}' Server-Sent Events`,
  ...leaders,
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a leader'),
    429: errorResponse('Too many streams open for this person'),
  },
});

const teamAnalysis = createRoute({
  method: 'get',
  path: '/team/analysis',
  operationId: 'readTeamAnalysis',
  summary: 'Quick statistical analysis of the team over 30 days (aiInsights)',
  ...leaders,
  middleware: [requireFeature('aiInsights')] as const,
  responses: {
    200: json('Findings', teamAnalysisSchema),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a leader, or the plan lacks aiInsights'),
  },
});

const teamAssistant = createRoute({
  method: 'post',
  path: '/team/assistant',
  operationId: 'askTeamAssistant',
  summary: "Ask the assistant about the team's shown figures (aiInsights, AI provider configured)",
  ...leaders,
  middleware: [requireFeature('aiInsights'), limitAssistantQuestions] as const,
  request: {
    body: { content: { 'application/json': { schema: teamAssistantRequestSchema } }, required: true },
  },
  responses: {
    200: json('Answer', teamAssistantAnswerSchema),
    400: errorResponse('Invalid question'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a leader, or the plan lacks aiInsights'),
    429: errorResponse(
      'Too many questions from this person or company, or the AI provider is rate limiting',
      ['AI_RATE_LIMIT'],
    ),
    503: errorResponse('No AI provider configured or reachable', [
      'AI_SERVICE_UNAVAILABLE',
      'DATABASE_ERROR',
      'NETWORK_ERROR',
    ]),
  },
});

export const teamRoutes = new OpenAPIHono<AppEnv>()
  .openapi(teamPulse, async (c) => {
    const { deps } = c.var;
    const { days } = c.req.valid('query');
    return c.json(await readTeamPulse(deps.database.db, requirePrincipal(c), deps.clock.now(), days), 200);
  })
  .openapi(teamAnalysis, async (c) => {
    const { deps } = c.var;
    const team = await readTeamPulse(
      deps.database.db,
      requirePrincipal(c),
      deps.clock.now(),
      PULSE_EVOLUTION_DAYS,
    );
    return c.json(analyseTeam(team.trend, team.byTag.tags), 200);
  })
  .openapi(teamAssistant, async (c) => {
    const { deps } = c.var;
    const team = await readTeamPulse(
      deps.database.db,
      requirePrincipal(c),
      deps.clock.now(),
      PULSE_EVOLUTION_DAYS,
    );
    const answer = await completeChat(
      deps.config,
      assistantMessages(team, c.req.valid('json').question, c.var.language),
    );
    return c.json({ answer }, 200);
  })
  .openapi(teamEvents, (c) => {
    const leader = requirePrincipal(c);
    const release = takeLiveStreamSlot(leader.userId);
    if (!release) {
      throw rateLimitedRefusal(describeRefusal('RATE_LIMITED', c.var.language), 30);
    }
    return streamSSE(c, async (stream) => {
      stream.onAbort(release);
      try {
        const token = await sessionTokenOf(c);
        await streamTeamToday(stream, c.var.deps, leader, async () =>
          token ? readPrincipal(c.var.deps, token) : null,
        );
      } finally {
        release();
      }
    });
  });

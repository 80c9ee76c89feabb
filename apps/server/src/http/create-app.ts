import { OpenAPIHono } from '@hono/zod-openapi';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { limitBodySize } from './body-limit.ts';
import { compressJson } from './compress-json.ts';
import { createErrorHandler } from './error-handler.ts';
import { requestContext } from './request-context.ts';
import { validationHook } from './validation-hook.ts';
import { docsRoutes } from './docs-routes.ts';
import { mountWeb } from './static-web.ts';
import { readInlineScriptHashes } from './inline-scripts.ts';
import { probeRoutes, systemRoutes } from '../modules/system/system-routes.ts';
import { demoRequestRoutes } from '../modules/demo-requests/demo-request-routes.ts';
import { clientErrorRoutes } from '../modules/client-errors/client-error-routes.ts';
import type { MiddlewareHandler } from 'hono';
import { authRoutes } from '../auth/auth-routes.ts';
import { meRoutes } from '../modules/me/me-routes.ts';
import { companyRoutes } from '../modules/companies/company-routes.ts';
import { pulseRoutes } from '../modules/pulse/pulse-routes.ts';
import { companyPulseRoutes } from '../modules/companies/company-pulse-routes.ts';
import { companyAnalyticsRoutes } from '../modules/company-analytics/company-analytics-routes.ts';
import { reportRoutes } from '../modules/reports/report-routes.ts';
import { teamRoutes } from '../modules/team/team-routes.ts';
import { checkinRoutes } from '../modules/checkins/checkin-routes.ts';
import { peopleRoutes } from '../modules/people/people-routes.ts';
import { teamAdminRoutes } from '../modules/team-admin/team-admin-routes.ts';
import { invitationAdminRoutes } from '../modules/invitations/invitation-routes.ts';
import { invitationLinkRoutes } from '../modules/invitations/invitation-link-routes.ts';
import { notificationPreferenceRoutes } from '../modules/notifications/notification-preference-routes.ts';
import { unsubscribeRoutes } from '../modules/notifications/unsubscribe-routes.ts';
import { mountOneClickUnsubscribe } from '../modules/notifications/one-click-unsubscribe.ts';
import { notificationAdminRoutes } from '../modules/notifications/notification-admin-routes.ts';
import { superAdminRoutes } from '../modules/super-admin/super-admin-routes.ts';
import { surveyAdminRoutes } from '../modules/surveys/survey-admin-routes.ts';
import { surveyRunRoutes } from '../modules/surveys/survey-run-routes.ts';
import { surveyAnswerRoutes } from '../modules/surveys/survey-answer-routes.ts';
import { billingRoutes } from '../modules/billing/billing-routes.ts';
import { billingWebhookRoutes } from '../modules/billing/billing-webhook-routes.ts';
import { NOTE_ATTACHMENT_UPLOAD, noteRoutes } from '../modules/notes/note-routes.ts';
import { exerciseRoutes } from '../modules/exercises/exercise-routes.ts';
import { evaluationRoutes } from '../modules/evaluations/evaluation-routes.ts';
import { observationRoutes } from '../modules/evaluations/observation-routes.ts';
import { evaluationCycleRoutes } from '../modules/evaluations/evaluation-cycle-routes.ts';
import { feedbackRoutes } from '../modules/evaluations/feedback-routes.ts';
import { wrapRoutes } from '../modules/wrap/wrap-routes.ts';
import { usageRoutes } from '../modules/usage/usage-routes.ts';
import { supportRoutes } from '../modules/support/support-routes.ts';
import { leaveRoutes } from '../modules/leave/leave-routes.ts';
import { recognitionRoutes } from '../modules/recognitions/recognition-routes.ts';
import { newsRoutes } from '../modules/news/news-routes.ts';
import { apiKeyRoutes } from '../modules/api-keys/api-key-routes.ts';
import { ssoRoutes } from '../modules/single-sign-on/sso-routes.ts';
import { trainingCatalogueRoutes } from '../modules/trainings/training-catalogue-routes.ts';
import { trainingAssignmentRoutes } from '../modules/trainings/training-assignment-routes.ts';
import { careerPlanRoutes } from '../modules/career/career-plan-routes.ts';
import { mountScim } from '../modules/provisioning/scim-app.ts';
import { enforceAccess } from './access-policy.ts';
import { originCheck } from './origin-check.ts';
import { serveApiDocument } from './api-document.ts';

export interface CreateAppOptions {
  /** Built SPA to serve; omitted in API tests. */
  webDistDir?: string | undefined;
  drain?: MiddlewareHandler<AppEnv>;
}

const API_BODY_LIMIT_BYTES = 100 * 1024;
const API_COMPRESS_MIN_BYTES = 1024;

export function createApi() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .route('/', systemRoutes)
    .route('/', demoRequestRoutes)
    .route('/', clientErrorRoutes)
    .route('/', meRoutes)
    .route('/', checkinRoutes)
    .route('/', companyRoutes)
    .route('/', companyPulseRoutes)
    .route('/', companyAnalyticsRoutes)
    .route('/', reportRoutes)
    .route('/', pulseRoutes)
    .route('/', superAdminRoutes)
    .route('/', teamRoutes)
    .route('/', peopleRoutes)
    .route('/', teamAdminRoutes)
    .route('/', surveyAdminRoutes)
    .route('/', surveyRunRoutes)
    .route('/', surveyAnswerRoutes)
    .route('/', invitationAdminRoutes)
    .route('/', invitationLinkRoutes)
    .route('/', notificationAdminRoutes)
    .route('/', notificationPreferenceRoutes)
    .route('/', unsubscribeRoutes)
    .route('/', billingRoutes)
    .route('/', billingWebhookRoutes)
    .route('/', usageRoutes)
    .route('/', noteRoutes)
    .route('/', exerciseRoutes)
    .route('/', trainingCatalogueRoutes)
    .route('/', trainingAssignmentRoutes)
    .route('/', careerPlanRoutes)
    .route('/', evaluationRoutes)
    .route('/', observationRoutes)
    .route('/', evaluationCycleRoutes)
    .route('/', feedbackRoutes)
    .route('/', wrapRoutes)
    .route('/', supportRoutes)
    .route('/', leaveRoutes)
    .route('/', recognitionRoutes)
    .route('/', newsRoutes)
    .route('/', apiKeyRoutes)
    .route('/', ssoRoutes);
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.onError(createErrorHandler(deps.logger));
  app.use('*', requestContext(deps));
  if (options.drain) app.use('/api/*', options.drain);
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...readInlineScriptHashes(options.webDistDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    }),
  );
  app.use('/api/*', compressJson(API_COMPRESS_MIN_BYTES));
  app.use('/api/*', limitBodySize(API_BODY_LIMIT_BYTES, [NOTE_ATTACHMENT_UPLOAD]));

  app.use('/api/*', originCheck());
  const api = createApi();
  app.use('/api/v1/*', enforceAccess(api, '/api/v1'));
  serveApiDocument(api);
  app.route('/api/v1', api);
  app.route('/api/auth', authRoutes);
  app.route('/api', probeRoutes);
  app.route('/docs', docsRoutes);
  mountScim(app, options.drain);
  app.all('/api/*', () => {
    throw new AppError('RECORD_NOT_FOUND');
  });
  mountOneClickUnsubscribe(app);
  if (options.webDistDir) mountWeb(app, options.webDistDir, () => deps.monitor.current.state === 'ok');
  return app;
}

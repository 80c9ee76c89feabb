import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  REPORT_FORMATS,
  REPORT_TEXTS,
  STANDARD_REPORTS,
  STANDARD_REPORT_FEATURE,
  STANDARD_REPORT_MEASURES,
  reportDefinitionSchema,
  reportDownloadQuerySchema,
  savedReportDownloadQuerySchema,
  savedReportListSchema,
  savedReportSchema,
  localParts,
  type AnalyticsPeriod,
  type ReportFormat,
} from '@tera/domain';
import type { Context } from 'hono';
import { requirePrincipal } from '../../auth/principal.ts';
import { actorOf } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { keyAccess } from '../../http/api-key-access.ts';
import { assertFeature, requireFeature } from '../../http/feature-gate.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { readCompanyTags } from '../company-analytics/read-company-tags.ts';
import { companyForAction } from '../people/company-for-action.ts';
import { readReport, readTeamReport } from './read-report.ts';
import { REPORT_MEDIA_TYPES, renderReport } from './render-report.ts';
import { reportDocument, tagReportDocument, type ReportDocument } from './report-document.ts';
import { deleteSavedReport, findSavedReport, listSavedReports, saveReport } from './saved-report-store.ts';

const adminOnly = { ...access('company-admin'), tags: ['reports'] };
const slugParam = z.object({ slug: z.string().max(80) });
const savedParam = slugParam.extend({ reportId: z.string().max(40) });
const refusals = {
  403: errorResponse('Not an admin of this company'),
  404: errorResponse('No such company for this person'),
};
const gatedRefusals = {
  403: errorResponse('Not an admin of this company, or the plan lacks customReports'),
  404: errorResponse('No such company, or no such saved report in it'),
};
const file = {
  description: 'The report file, its figures released as the company evolution releases them',
  content: Object.fromEntries(
    REPORT_FORMATS.map((format) => [
      REPORT_MEDIA_TYPES[format],
      { schema: z.string().openapi({ format: 'binary' }) },
    ]),
  ),
};

const downloadStandard = createRoute({
  method: 'get',
  path: '/companies/{slug}/reports/{report}',
  ...keyAccess('analytics', 'read'),
  operationId: 'downloadCompanyReport',
  summary:
    "A ready-made report of the company's released figures as CSV, XLSX or PDF; `teams` and `departments`, the breakdowns, need advancedAnalytics; `tags` covers the last complete weeks whatever the period",
  ...adminOnly,
  request: {
    params: slugParam.extend({ report: z.enum(STANDARD_REPORTS) }),
    query: reportDownloadQuerySchema,
  },
  responses: {
    200: file,
    400: errorResponse('An unknown format or a period other than 30, 90 or 365 days'),
    ...refusals,
    403: errorResponse('Not an admin of this company, or, for teams, the plan lacks advancedAnalytics'),
  },
});

const listSaved = createRoute({
  method: 'get',
  path: '/companies/{slug}/custom-reports',
  operationId: 'listCustomReports',
  summary: "The company's saved custom report definitions, newest first",
  ...adminOnly,
  middleware: [requireFeature('customReports')] as const,
  request: { params: slugParam },
  responses: {
    200: { description: 'Saved reports', content: { 'application/json': { schema: savedReportListSchema } } },
    ...gatedRefusals,
  },
});

const createSaved = createRoute({
  method: 'post',
  path: '/companies/{slug}/custom-reports',
  operationId: 'saveCustomReport',
  summary: 'Saves a custom report definition: its measures, grouping and period',
  ...adminOnly,
  middleware: [requireFeature('customReports')] as const,
  request: {
    params: slugParam,
    body: { required: true, content: { 'application/json': { schema: reportDefinitionSchema } } },
  },
  responses: {
    201: { description: 'The saved report', content: { 'application/json': { schema: savedReportSchema } } },
    400: errorResponse('An invalid definition'),
    ...gatedRefusals,
  },
});

const deleteSaved = createRoute({
  method: 'delete',
  path: '/companies/{slug}/custom-reports/{reportId}',
  operationId: 'deleteCustomReport',
  summary: 'Deletes a saved custom report definition',
  ...adminOnly,
  middleware: [requireFeature('customReports')] as const,
  request: { params: savedParam },
  responses: { 204: { description: 'Deleted' }, ...gatedRefusals },
});

const downloadSaved = createRoute({
  method: 'get',
  path: '/companies/{slug}/custom-reports/{reportId}/download',
  operationId: 'downloadCustomReport',
  summary: 'Runs a saved custom report as CSV, XLSX or PDF',
  ...adminOnly,
  middleware: [requireFeature('customReports')] as const,
  request: { params: savedParam, query: savedReportDownloadQuerySchema },
  responses: { 200: file, 400: errorResponse('An unknown format'), ...gatedRefusals },
});

function reportFor(c: Context<AppEnv>, slug: string) {
  const principal = requirePrincipal(c);
  return companyForAction(c.var.deps.database.db, actorOf(principal), 'runReports', slug).then((company) => ({
    principal,
    company,
  }));
}

async function sendReport(
  c: Context<AppEnv>,
  document: ReportDocument,
  options: { format: ReportFormat; fileName: string },
) {
  const rendered = await renderReport(document, options.format, options.fileName);
  return c.body(new Uint8Array(rendered.body), 200, rendered.headers);
}

export const reportRoutes = new OpenAPIHono<AppEnv>()
  .openapi(downloadStandard, async (c) => {
    const { slug, report } = c.req.valid('param');
    const { format, days } = c.req.valid('query');
    const lang = c.req.valid('query').lang ?? requestLanguage(c);
    const { principal, company } = await reportFor(c, slug);
    const { db } = c.var.deps.database;
    const now = c.var.deps.clock.now();
    const feature = STANDARD_REPORT_FEATURE[report];
    if (feature) await assertFeature(c, feature);
    const texts = REPORT_TEXTS[lang];
    if (report === 'tags') {
      const tags = await readCompanyTags(db, principal, company.slug, now);
      const today = localParts(now, principal.timeZone).date;
      const document = tagReportDocument(
        { ...tags, companyName: company.name, today, threshold: principal.confidentialityThreshold },
        `${texts.titles.tags} · ${tags.from} – ${tags.to}`,
        lang,
      );
      return sendReport(c, document, { format, fileName: `tera-tags-${tags.from}-${tags.to}` });
    }
    const measures = STANDARD_REPORT_MEASURES[report];
    const data =
      report === 'teams' || report === 'departments'
        ? await readTeamReport(db, principal, company, now, {
            measures,
            days: days as AnalyticsPeriod,
            groups: report,
          })
        : await readReport(db, principal, company, now, { measures, grouping: 'day', days });
    const title = `${texts.titles[report]} · ${texts.period(days)}`;
    return sendReport(c, reportDocument(data, title, lang), {
      format,
      fileName: `tera-${report}-${days}d-${data.today}`,
    });
  })
  .openapi(listSaved, async (c) => {
    const { company } = await reportFor(c, c.req.valid('param').slug);
    return c.json({ reports: await listSavedReports(c.var.deps.database.db, company.id) }, 200);
  })
  .openapi(createSaved, async (c) => {
    const { principal, company } = await reportFor(c, c.req.valid('param').slug);
    const saved = await saveReport(c.var.deps.database.db, company.id, principal.userId, c.req.valid('json'));
    return c.json(saved, 201);
  })
  .openapi(deleteSaved, async (c) => {
    const { slug, reportId } = c.req.valid('param');
    const { company } = await reportFor(c, slug);
    await deleteSavedReport(c.var.deps.database.db, company.id, reportId);
    return c.body(null, 204);
  })
  .openapi(downloadSaved, async (c) => {
    const { slug, reportId } = c.req.valid('param');
    const { format } = c.req.valid('query');
    const lang = c.req.valid('query').lang ?? requestLanguage(c);
    const { principal, company } = await reportFor(c, slug);
    const saved = await findSavedReport(c.var.deps.database.db, company.id, reportId);
    const data = await readReport(c.var.deps.database.db, principal, company, c.var.deps.clock.now(), saved);
    const texts = REPORT_TEXTS[lang];
    const title = `${saved.name} · ${texts.groupings[saved.grouping]} · ${texts.period(saved.days)}`;
    return sendReport(c, reportDocument(data, title, lang), {
      format,
      fileName: `tera-custom-report-${data.today}`,
    });
  });

import type { ReportFormat, StandardReport, SupportedLanguage } from '@tera/domain';

const base = (slug: string) => `/api/v1/companies/${encodeURIComponent(slug)}`;

export const reportPaths = {
  saved: (slug: string) => `${base(slug)}/custom-reports`,
  savedOne: (slug: string, id: string) => `${base(slug)}/custom-reports/${encodeURIComponent(id)}`,
  standard: (
    slug: string,
    report: StandardReport,
    format: ReportFormat,
    days: number,
    lang: SupportedLanguage,
  ) => `${base(slug)}/reports/${report}?format=${format}&days=${days}&lang=${lang}`,
  runSaved: (slug: string, id: string, format: ReportFormat, lang: SupportedLanguage) =>
    `${base(slug)}/custom-reports/${encodeURIComponent(id)}/download?format=${format}&lang=${lang}`,
};

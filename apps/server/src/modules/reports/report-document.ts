import {
  REPORT_TEXTS,
  rowNote,
  tagReportHeader,
  tagReportRows,
  type ReportRow,
  type SupportedLanguage,
  type TagFigure,
} from '@tera/domain';
import type { ReportData } from './read-report.ts';

export type Cell = string | number | null;

/** A report as every format writes it: a title, facts about it, a header and rows of cells. */
export interface ReportDocument {
  title: string;
  facts: [string, string][];
  header: string[];
  rows: Cell[][];
  privacy: string;
}

/**
 * The rows of a report in the reader's language; a withheld figure is an empty cell and the row's
 * last cell says why, in the words the screens use.
 */
export function reportDocument(data: ReportData, title: string, language: SupportedLanguage): ReportDocument {
  const texts = REPORT_TEXTS[language];
  const row = (label: [string, string], line: ReportRow): Cell[] => [
    ...(line.label ?? label),
    ...line.values,
    rowNote(line, language),
  ];
  const { labelledBy } = data.table;
  return {
    title,
    facts: [
      [texts.company, data.companyName],
      [texts.from, data.table.total.from],
      [texts.to, data.table.total.to],
      [texts.generated, data.today],
    ],
    header: [
      ...(labelledBy ? [texts[labelledBy], texts.people] : [texts.from, texts.to]),
      ...data.table.measures.map((measure) => texts.measures[measure]),
      texts.note,
    ],
    rows: [
      ...data.table.rows.map((line) => row([line.from, line.to], line)),
      row(labelledBy ? [texts.company, ''] : [texts.total, ''], data.table.total),
    ],
    privacy: texts.privacy(data.threshold),
  };
}

/** The company's pulse by context tag, as the analytics screen shows it, as a report. */
export function tagReportDocument(
  data: {
    companyName: string;
    today: string;
    threshold: number;
    from: string;
    to: string;
    tags: readonly TagFigure[];
  },
  title: string,
  language: SupportedLanguage,
): ReportDocument {
  const texts = REPORT_TEXTS[language];
  return {
    title,
    facts: [
      [texts.company, data.companyName],
      [texts.tags.weeks, `${data.from} – ${data.to}`],
      [texts.generated, data.today],
    ],
    header: tagReportHeader(language),
    rows: tagReportRows(data.tags, data.threshold, language),
    privacy: texts.tags.privacy(data.threshold),
  };
}

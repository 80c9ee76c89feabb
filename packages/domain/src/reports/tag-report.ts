import { CONTEXT_TAG_TEXTS, type ContextTag } from '../checkin/context-tag-texts.ts';
import type { SupportedLanguage } from '../i18n/languages.ts';
import type { TagFigure } from '../pulse/tag-figures.ts';
import { REPORT_TEXTS } from './report-texts.ts';

/** A tag's line of the report: its names, its figures when shown, and why not when withheld. */
export type TagReportRow = [
  group: string,
  tag: string,
  answers: number | null,
  pulse: number | null,
  otherPulse: number | null,
  difference: number | null,
  note: string,
];

/**
 * The analytics screen's pulse by context tag (`tagFigures`) as report rows in the reader's
 * language: the same released figures, none added, so a download tells nothing the screen does not.
 */
export function tagReportRows(
  tags: readonly TagFigure[],
  threshold: number,
  language: SupportedLanguage,
): TagReportRow[] {
  const names = CONTEXT_TAG_TEXTS[language];
  if (tags.length === 0) return [['', '', null, null, null, null, REPORT_TEXTS[language].tags.none]];
  return tags.map((figure) => {
    const difference =
      figure.pulse === null || figure.otherPulse === null ? null : figure.pulse - figure.otherPulse;
    return [
      names.groups[figure.group],
      Object.hasOwn(names.options, figure.tag) ? names.options[figure.tag as ContextTag] : figure.tag,
      figure.answers,
      figure.pulse,
      figure.otherPulse,
      difference,
      figure.withheld ? REPORT_TEXTS[language].tags.withheld(threshold) : '',
    ];
  });
}

/** The report's header, in the reader's language. */
export function tagReportHeader(language: SupportedLanguage): string[] {
  const texts = REPORT_TEXTS[language];
  return [
    texts.tags.group,
    texts.tags.tag,
    texts.measures.answered,
    texts.tags.with,
    texts.tags.without,
    texts.tags.difference,
    texts.note,
  ];
}

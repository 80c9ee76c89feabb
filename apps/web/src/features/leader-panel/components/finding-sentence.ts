import type { TFunction } from 'i18next';
import type { TeamAnalysisResponse } from '@tera/domain';

type Finding = TeamAnalysisResponse['findings'][number];

const INDICATOR_KEYS = {
  energy: 'energy',
  mentalPressure: 'mental_pressure',
  personalConcerns: 'personal_concerns',
  motivation: 'motivation',
} as const;

/** One finding of the built-in analysis as a sentence in the reader's language. */
export function findingSentence(
  finding: Finding,
  t: TFunction<'leaderPanel'>,
  tc: TFunction<['checkin', 'contextTags']>,
  shortDate: (date: string) => string,
): string {
  switch (finding.kind) {
    case 'trend':
      return finding.direction === 'flat'
        ? t('analysis.findings.trendFlat')
        : t(finding.direction === 'up' ? 'analysis.findings.trendUp' : 'analysis.findings.trendDown', {
            points: Math.abs(finding.pointsPerWeek),
          });
    case 'largest-rise':
    case 'largest-drop':
      return t(
        finding.kind === 'largest-rise' ? 'analysis.findings.largestRise' : 'analysis.findings.largestDrop',
        {
          date: shortDate(finding.date),
          from: finding.from,
          to: finding.to,
        },
      );
    case 'indicator-change':
      return t(finding.better ? 'analysis.findings.indicatorBetter' : 'analysis.findings.indicatorWorse', {
        indicator: tc(`indicator.${INDICATOR_KEYS[finding.indicator]}.label`),
        from: finding.from,
        to: finding.to,
      });
    case 'tag-low':
    case 'tag-high':
      return t(finding.kind === 'tag-low' ? 'analysis.findings.tagLow' : 'analysis.findings.tagHigh', {
        tag: tc(`contextTags:options.${finding.tag}` as 'contextTags:options.remote', {
          defaultValue: finding.tag,
        }),
        points: Math.abs(finding.difference),
      });
  }
}

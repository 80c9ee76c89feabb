import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyTagsResponse } from '@tera/domain';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { useShortDate } from '../../../lib/use-short-date';
import { useCompanyTags } from '../api/company-tags';
import { useTeamTags } from '../api/team-tags';
import { FiguresState } from './figures-state';

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function TagsTable({ byTag, threshold }: { byTag: CompanyTagsResponse; threshold: number }) {
  const { t } = useTranslation('companyAdmin');
  const { t: tc } = useTranslation('contextTags');
  const tagName = (tag: string) => tc(`options.${tag}` as 'options.remote', { defaultValue: tag });
  if (byTag.tags.length === 0) {
    return <p className="rounded-lg bg-surface-muted p-3 text-sm text-fg-muted">{t('tags.none')}</p>;
  }
  // Focusable, so a keyboard can scroll a table wider than a phone.
  return (
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t('tags.title')}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('tags.title')}</caption>
        <thead className="text-fg-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('tags.tag')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('tags.answers')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('tags.with')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('tags.without')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('tags.difference')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {byTag.tags.map((tag) => (
            <tr key={`${tag.group}:${tag.tag}`}>
              <th scope="row" className="py-2 pr-3 font-medium text-fg">
                {tagName(tag.tag)}
                <span className="block text-xs font-normal text-fg-muted">{tc(`groups.${tag.group}`)}</span>
              </th>
              {tag.pulse === null || tag.otherPulse === null ? (
                <td colSpan={4} className="py-2 text-fg-muted">
                  {t('tags.withheld', { count: threshold })}
                </td>
              ) : (
                <>
                  <td className="py-2 pr-3 tabular-nums">{tag.answers}</td>
                  <td className="py-2 pr-3 tabular-nums">{tag.pulse}</td>
                  <td className="py-2 pr-3 tabular-nums">{tag.otherPulse}</td>
                  <td className="py-2 font-semibold tabular-nums">{signed(tag.pulse - tag.otherPulse)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The company's TeraPulse with each context tag against its other answers, last complete weeks;
 * read with the teams' (`byTeam`) where the teams' tags are shown beside it, as one read.
 */
export function CompanyTagsCard({
  slug,
  threshold,
  byTeam = false,
}: {
  slug: string;
  threshold: number;
  byTeam?: boolean;
}) {
  const { t } = useTranslation('companyAdmin');
  const shortDate = useShortDate();
  const titleId = useId();
  const companyOnly = useCompanyTags(slug, !byTeam);
  const withTeams = useTeamTags(slug, byTeam);
  const byTag = byTeam ? withTeams : companyOnly;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="space-y-3 print:break-inside-avoid print:shadow-none"
    >
      <div>
        <CardTitle id={titleId}>{t('tags.title')}</CardTitle>
        <CardDescription>
          {byTag.data
            ? t('tags.description', { from: shortDate(byTag.data.from), to: shortDate(byTag.data.to) })
            : t('tags.lead')}
        </CardDescription>
      </div>
      <FiguresState<CompanyTagsResponse> query={byTag} skeletonClassName="h-32 w-full">
        {(data) => <TagsTable byTag={data} threshold={threshold} />}
      </FiguresState>
    </Card>
  );
}

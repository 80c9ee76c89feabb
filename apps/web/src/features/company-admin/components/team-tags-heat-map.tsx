import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pulseBand, type TeamTagsResponse } from '@tera/domain';
import { BAND_SOFT_CLASS } from '../../../components/pulse/band-colors';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useShortDate } from '../../../lib/use-short-date';
import { useTeamTags } from '../api/team-tags';
import { FiguresState } from './figures-state';

interface Figure {
  answers: number | null;
  pulse: number | null;
}

/** A pulse on the colour of its band with the answers behind it, or a withheld cell saying so. */
function TagCell({ figure }: { figure: Figure | undefined }) {
  const { t } = useTranslation('companyAdmin');
  if (!figure || figure.pulse === null || figure.answers === null) {
    return (
      <td className="rounded-md bg-surface-muted px-2 py-1.5 align-top text-xs text-fg-muted">
        {t('executive.teamTagsWithheld')}
        <sup aria-hidden="true">*</sup>
      </td>
    );
  }
  return (
    <td className={cn('rounded-md px-2 py-1.5 align-top', BAND_SOFT_CLASS[pulseBand(figure.pulse)])}>
      <span className="block text-base font-semibold tabular-nums">{figure.pulse}</span>{' '}
      <span className="block text-xs tabular-nums">{t('teams.answersCount', { count: figure.answers })}</span>
    </td>
  );
}

function TeamTagsTable({ byTeam, threshold }: { byTeam: TeamTagsResponse; threshold: number }) {
  const { t } = useTranslation('companyAdmin');
  const { t: tc } = useTranslation('contextTags');
  const tagName = (tag: string) => tc(`options.${tag}` as 'options.remote', { defaultValue: tag });
  // Only the tags the company's own figures show: the teams' of any other are withheld with it.
  const columns = byTeam.tags.filter((tag) => tag.withheld === null);
  if (columns.length === 0) {
    return (
      <p className="rounded-lg bg-surface-muted p-3 text-sm text-fg-muted">{t('executive.teamTagsNone')}</p>
    );
  }
  if (byTeam.teams.length === 0) {
    return (
      <p className="rounded-lg bg-surface-muted p-3 text-sm text-fg-muted">
        {t('executive.teamTagsNoTeams')}
      </p>
    );
  }
  const key = (tag: { group: string; tag: string }) => `${tag.group}:${tag.tag}`;
  const anyWithheld = byTeam.teams.some((team) =>
    columns.some((column) => team.tags.find((tag) => key(tag) === key(column))?.withheld !== null),
  );
  return (
    <>
      {/* Focusable, so a keyboard can scroll a table wider than a phone; paper shows it whole. */}
      <div
        className="overflow-x-auto print:overflow-visible"
        tabIndex={0}
        role="group"
        aria-label={t('executive.teamTagsTitle')}
      >
        <table className="w-full border-separate border-spacing-1 text-left text-sm [print-color-adjust:exact] print:text-xs">
          <caption className="sr-only">{t('executive.teamTagsTitle')}</caption>
          <thead className="align-bottom text-fg-muted">
            <tr>
              <th scope="col" className="py-1.5 pr-2 font-medium">
                {t('teams.team')}
              </th>
              {columns.map((column) => (
                <th key={key(column)} scope="col" className="px-2 py-1.5 font-medium">
                  {tagName(column.tag)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="print:break-inside-avoid">
              <th scope="row" className="py-1.5 pr-2 align-top font-bold break-words">
                {t('teams.company')}
              </th>
              {columns.map((column) => (
                <TagCell key={key(column)} figure={column} />
              ))}
            </tr>
            {byTeam.teams.map((team) => (
              <tr key={team.teamId} className="print:break-inside-avoid">
                <th scope="row" className="py-1.5 pr-2 align-top font-semibold break-words">
                  {team.name}
                </th>
                {columns.map((column) => (
                  <TagCell key={key(column)} figure={team.tags.find((tag) => key(tag) === key(column))} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {anyWithheld && (
        <p className="text-xs text-fg-muted">
          <span aria-hidden="true">* </span>
          {t('executive.teamTagsWithheldNote', { count: threshold })}
        </p>
      )}
    </>
  );
}

/**
 * Teams by the context tags the company's figures show, over the same complete weeks: where a
 * team's pulse moves with its circumstances. Cells that would single anyone out beside the rest
 * are withheld, and the note under the map says why.
 */
export function TeamTagsHeatMap({ slug, threshold }: { slug: string; threshold: number }) {
  const { t } = useTranslation('companyAdmin');
  const shortDate = useShortDate();
  const titleId = useId();
  const byTeam = useTeamTags(slug, true);
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3 print:shadow-none">
      <div>
        <CardTitle id={titleId}>{t('executive.teamTagsTitle')}</CardTitle>
        {byTeam.data && (
          <CardDescription>
            {t('executive.teamTagsDescription', {
              from: shortDate(byTeam.data.from),
              to: shortDate(byTeam.data.to),
            })}
          </CardDescription>
        )}
      </div>
      <FiguresState query={byTeam} skeletonClassName="h-32 w-full">
        {(data) => <TeamTagsTable byTeam={data} threshold={threshold} />}
      </FiguresState>
    </Card>
  );
}

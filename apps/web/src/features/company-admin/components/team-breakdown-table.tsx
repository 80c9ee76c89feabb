import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamBreakdownResponse } from '@tera/domain';
import { BandBadge } from '../../../components/pulse/band-badge';
import { INDICATOR_ORDER } from '../../../components/pulse/indicator-series';
import { cn } from '../../../lib/cn';
import { IndicatorLabel } from './indicator-label';
import {
  signed,
  teamRows,
  useWithheldReason,
  type BreakdownGroups,
  type ShownFigures,
  type TeamRow,
} from './team-rows';

function PulseWithBand({ figures }: { figures: ShownFigures }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-semibold tabular-nums">{figures.pulse}</span> <BandBadge band={figures.band} />
    </span>
  );
}

function Change({ change }: { change: number | null }) {
  const { t } = useTranslation('companyAdmin');
  if (change === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('teams.noChange')}</span>
      </>
    );
  }
  const verdict = change === 0 ? 'same' : change > 0 ? 'better' : 'worse';
  return <>{`${signed(change)} (${t(`analytics.${verdict}`)})`}</>;
}

/** One team, or the company, as a phone shows it: the table's facts in a card. */
function RowCard({ row, withheld }: { row: TeamRow; withheld: string }) {
  const { t } = useTranslation('companyAdmin');
  const { figures } = row;
  const facts: { key: string; label: ReactNode; value: ReactNode }[] = figures
    ? [
        { key: 'pulse', label: t('analytics.pulse'), value: <PulseWithBand figures={figures} /> },
        ...INDICATOR_ORDER.map((name) => ({
          key: name,
          label: <IndicatorLabel name={name} />,
          value: figures.indicators[name].toFixed(1),
        })),
        { key: 'answers', label: t('teams.answers'), value: figures.answered },
        { key: 'change', label: t('teams.change'), value: <Change change={row.change} /> },
      ]
    : [];
  return (
    <li
      className={cn('rounded-xl border border-border p-4', row.isCompany ? 'bg-surface-muted' : 'bg-surface')}
    >
      <h3 className="font-semibold break-words text-fg">{row.name}</h3>
      {row.members !== null && (
        <p className="text-sm text-fg-muted">{t('teams.membersCount', { count: row.members })}</p>
      )}
      {figures ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1 text-sm">
          {facts.map((fact) => (
            <Fragment key={fact.key}>
              <dt className="text-fg-muted">{fact.label}</dt>
              <dd className="tabular-nums">{fact.value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-fg-muted">{withheld}</p>
      )}
    </li>
  );
}

const CELL = 'py-2 pr-3 tabular-nums';

function TableRow({ row, withheld }: { row: TeamRow; withheld: string }) {
  const { figures } = row;
  return (
    <tr className={row.isCompany ? 'bg-surface-muted' : undefined}>
      <th scope="row" className="py-2 pr-3 pl-2 font-semibold break-words text-fg">
        {row.name}
      </th>
      <td className={CELL}>{row.members ?? '—'}</td>
      {figures ? (
        <>
          <td className={CELL}>
            <PulseWithBand figures={figures} />
          </td>
          {INDICATOR_ORDER.map((name) => (
            <td key={name} className={CELL}>
              {figures.indicators[name].toFixed(1)}
            </td>
          ))}
          <td className={CELL}>{figures.answered}</td>
          <td className="py-2 tabular-nums">
            <Change change={row.change} />
          </td>
        </>
      ) : (
        <td colSpan={7} className="py-2 text-fg-muted">
          {withheld}
        </td>
      )}
    </tr>
  );
}

/**
 * Each team's (or department's) figures beside the company's: a table from tablet width up, a
 * card per group on a phone, as the employee list does, so a phone never scrolls nine columns
 * sideways.
 */
export function TeamBreakdownTable({
  breakdown,
  companyPeople,
  groups,
}: {
  breakdown: TeamBreakdownResponse;
  companyPeople: number;
  groups: BreakdownGroups;
}) {
  const { t } = useTranslation('companyAdmin');
  const withheldReason = useWithheldReason(breakdown.threshold, groups);
  const rows = teamRows(breakdown, { name: t('teams.company'), members: companyPeople }, groups);
  return (
    <>
      {/* Focusable, so a keyboard can scroll a table wider than a tablet. */}
      <div
        className="hidden overflow-x-auto md:block"
        tabIndex={0}
        role="group"
        aria-label={t(`${groups}.title`)}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t(`${groups}.title`)}</caption>
          <thead className="align-bottom text-fg-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 pl-2 font-medium">
                {t(groups === 'teams' ? 'teams.team' : 'departments.department')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('teams.members')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('analytics.pulse')}
              </th>
              {INDICATOR_ORDER.map((name) => (
                <th key={name} scope="col" className="py-2 pr-3 font-medium">
                  <IndicatorLabel name={name} />
                </th>
              ))}
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('teams.answers')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('teams.change')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <TableRow key={row.key} row={row} withheld={withheldReason(row)} />
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t(`${groups}.title`)} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <RowCard key={row.key} row={row} withheld={withheldReason(row)} />
        ))}
      </ul>
    </>
  );
}

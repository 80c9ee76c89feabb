import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Person } from '@tera/domain';
import { buttonClasses } from '../../../components/ui/button-styles';
import { FeatureGateDialog } from '../../../components/access/feature-gate-dialog';
import { useSeatLimit } from '../../../lib/people/use-seat-limit';
import { usePeopleQuery } from '../../../lib/people/get-people';
import { useTeamsQuery } from '../../../lib/people/teams';
import { usePeopleFilters } from '../hooks/use-people-filters';
import { EditPersonDialog } from './edit-person-dialog';
import { PeopleFilters } from './people-filters';
import { PeopleSection } from './people-section';
import { PersonStatusDialog } from './person-status-dialog';
import { SeatsSummary } from '../../../components/people/seats-summary';
import { TeamsPanel } from './teams-panel';
import { PageTitle } from '../../../components/layout/page-title';

/** /empresa/{slug}/admin/employees: the company's people, their seats, filters and teams. */
export function EmployeesPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('people');
  const { filters, searchText, setSearchText, setFilter, clear, isFiltered } = usePeopleFilters();
  const list = usePeopleQuery(slug, filters);
  // The whole company, unfiltered: the choices of department and of leader come from it.
  const everyone = usePeopleQuery(slug, {});
  const teams = useTeamsQuery(slug);
  const seatLimit = useSeatLimit(slug);
  const [editing, setEditing] = useState<Person | null>(null);
  const [changingStatus, setChangingStatus] = useState<Person | null>(null);

  const departments = useMemo(() => {
    const names = new Set<string>();
    for (const person of everyone.data?.people ?? []) if (person.department) names.add(person.department);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [everyone.data]);

  return (
    <div className="space-y-6">
      <PageTitle page="employees" />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-2 max-w-2xl text-fg-muted">{t('page.lead')}</p>
        </div>
        <Link
          to={`/empresa/${slug}/admin/employees/invite`}
          className={buttonClasses({ className: 'self-start' })}
        >
          {t('page.invite')}
        </Link>
      </header>
      {list.data && <SeatsSummary seats={list.data.seats} />}
      <PeopleFilters
        filters={filters}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onFilterChange={setFilter}
        onClear={clear}
        isFiltered={isFiltered}
        teams={teams.data?.teams ?? []}
        departments={departments}
      />
      <PeopleSection
        query={list}
        isFiltered={isFiltered}
        onEdit={setEditing}
        onChangeStatus={setChangingStatus}
      />
      <TeamsPanel slug={slug} teams={teams.data?.teams} isError={teams.isError} />
      {editing && (
        <EditPersonDialog
          slug={slug}
          person={editing}
          candidates={everyone.data?.people ?? []}
          teams={teams.data?.teams ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {changingStatus && (
        <PersonStatusDialog
          slug={slug}
          person={changingStatus}
          onClose={() => setChangingStatus(null)}
          onSeatLimit={(error) => {
            setChangingStatus(null);
            seatLimit.fromError(error);
          }}
        />
      )}
      <FeatureGateDialog block={seatLimit.block} onClose={seatLimit.close} />
    </div>
  );
}

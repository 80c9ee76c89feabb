import { useTranslation } from 'react-i18next';
import { COMPANY_ROLES, PEOPLE_STATUSES, type PeopleQuery, type Team } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useRoleLabel } from '../../../lib/people/use-role-label';
import type { PeopleFilterName } from '../hooks/use-people-filters';

interface PeopleFiltersProps {
  filters: PeopleQuery;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onFilterChange: (name: PeopleFilterName, value: string) => void;
  onClear: () => void;
  isFiltered: boolean;
  teams: readonly Team[];
  departments: readonly string[];
}

export function PeopleFilters({
  filters,
  searchText,
  onSearchTextChange,
  onFilterChange,
  onClear,
  isFiltered,
  teams,
  departments,
}: PeopleFiltersProps) {
  const { t } = useTranslation('people');
  const roleLabel = useRoleLabel();
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <Field label={t('filters.search')} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            type="search"
            value={searchText}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => onSearchTextChange(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('filters.team')}>
        {(control) => (
          <Select
            {...control}
            value={filters.teamId ?? ''}
            onChange={(e) => onFilterChange('teamId', e.target.value)}
          >
            <option value="">{t('filters.anyTeam')}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('filters.department')}>
        {(control) => (
          <Select
            {...control}
            value={filters.department ?? ''}
            onChange={(e) => onFilterChange('department', e.target.value)}
          >
            <option value="">{t('filters.anyDepartment')}</option>
            {departments.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('filters.role')}>
        {(control) => (
          <Select
            {...control}
            value={filters.role ?? ''}
            onChange={(e) => onFilterChange('role', e.target.value)}
          >
            <option value="">{t('filters.anyRole')}</option>
            {COMPANY_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('filters.status')}>
        {(control) => (
          <Select
            {...control}
            value={filters.status ?? 'all'}
            onChange={(e) => onFilterChange('status', e.target.value === 'all' ? '' : e.target.value)}
          >
            {PEOPLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {isFiltered && (
        <Button variant="ghost" onClick={onClear} className="justify-self-start lg:col-start-6">
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}

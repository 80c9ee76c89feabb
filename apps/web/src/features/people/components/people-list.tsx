import { useTranslation } from 'react-i18next';
import type { Person } from '@tera/domain';
import { Badge } from '../../../components/ui/badge';
import { useRoleLabel } from '../../../lib/people/use-role-label';
import { PersonActions, type PersonActionHandlers } from './person-actions';

function StatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('people');
  return (
    <Badge tone={isActive ? 'success' : 'neutral'}>{t(isActive ? 'status.active' : 'status.inactive')}</Badge>
  );
}

interface PeopleListProps extends PersonActionHandlers {
  people: readonly Person[];
}

/** A table from tablet width up; on phones each person is a card with the same facts. */
export function PeopleList({ people, ...handlers }: PeopleListProps) {
  const { t } = useTranslation('people');
  const roleLabel = useRoleLabel();
  const none = <span className="text-fg-muted">{t('list.none')}</span>;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('list.caption')}</caption>
          <thead className="border-b border-border bg-surface-muted text-fg">
            <tr>
              {(
                ['name', 'role', 'team', 'leader', 'jobTitle', 'department', 'status', 'actions'] as const
              ).map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {t(`list.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {people.map((person) => (
              <tr key={person.id} className="align-top">
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-semibold text-fg">{person.fullName}</span>
                  <span className="block text-fg-muted">{person.email}</span>
                </th>
                <td className="px-4 py-3">{roleLabel(person.role)}</td>
                <td className="px-4 py-3">{person.teamName ?? none}</td>
                <td className="px-4 py-3">{person.leaderName ?? none}</td>
                <td className="px-4 py-3">{person.jobTitle ?? none}</td>
                <td className="px-4 py-3">{person.department ?? none}</td>
                <td className="px-4 py-3">
                  <StatusBadge isActive={person.isActive} />
                </td>
                <td className="px-4 py-3">
                  <PersonActions person={person} className="flex-nowrap" {...handlers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t('list.caption')} className="space-y-3 md:hidden">
        {people.map((person) => (
          <li key={person.id} className="rounded-xl border border-border bg-surface p-4 shadow-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-fg">{person.fullName}</h3>
                <p className="text-sm break-all text-fg-muted">{person.email}</p>
              </div>
              <StatusBadge isActive={person.isActive} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-fg-muted">{t('list.role')}</dt>
              <dd>{roleLabel(person.role)}</dd>
              <dt className="text-fg-muted">{t('list.team')}</dt>
              <dd>{person.teamName ?? none}</dd>
              <dt className="text-fg-muted">{t('list.leader')}</dt>
              <dd>{person.leaderName ?? none}</dd>
              <dt className="text-fg-muted">{t('list.jobTitle')}</dt>
              <dd>{person.jobTitle ?? none}</dd>
              <dt className="text-fg-muted">{t('list.department')}</dt>
              <dd>{person.department ?? none}</dd>
            </dl>
            <div className="mt-4">
              <PersonActions person={person} className="flex-wrap" {...handlers} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

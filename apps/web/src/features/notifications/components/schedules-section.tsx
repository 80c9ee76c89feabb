import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company/company-context';
import { describeError } from '../../../lib/error-message';
import { usePeopleQuery } from '../../../lib/people/get-people';
import { useTeamsQuery } from '../../../lib/people/teams';
import { useSchedulesQuery } from '../api/schedules';
import { useTemplatesQuery } from '../api/templates';
import { ScheduleCard } from './schedule-card';
import { ScheduleForm } from './schedule-form';

/** The company's schedules as cards; one at a time is changed, or a new one written, in the form. */
export function SchedulesSection({ slug }: { slug: string }) {
  const { t } = useTranslation('notifications');
  const company = useCompany();
  const schedules = useSchedulesQuery(slug);
  const templates = useTemplatesQuery(slug);
  const teams = useTeamsQuery(slug);
  const people = usePeopleQuery(slug, { status: 'active' });
  const [editing, setEditing] = useState<Schedule | 'new' | null>(null);
  const companyTimeZone = company.company?.settings.timeZone ?? 'UTC';
  const departments = [
    ...new Set(
      (people.data?.people ?? []).flatMap((person) => (person.department ? [person.department] : [])),
    ),
  ].sort();

  if (schedules.isError || templates.isError) {
    const retry = () => void Promise.all([schedules.refetch(), templates.refetch()]);
    return (
      <Alert tone="danger" role="alert" title={t('schedules.loadError')}>
        <p>{describeError(schedules.error ?? templates.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  // A schedule without its own zone runs in the company's: it is not named before the company is known.
  if (!schedules.data || !templates.data || company.isLoading) {
    return (
      <div role="status" aria-label={t('schedules.loading')} className="space-y-4">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (editing) {
    return (
      <ScheduleForm
        slug={slug}
        schedule={editing === 'new' ? null : editing}
        templates={templates.data.templates}
        teams={teams.data?.teams ?? []}
        departments={departments}
        companyTimeZone={companyTimeZone}
        onDone={() => setEditing(null)}
      />
    );
  }
  const list = schedules.data.schedules;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-fg-muted">{t('schedules.lead')}</p>
        <Button onClick={() => setEditing('new')}>{t('schedules.new')}</Button>
      </div>
      {list.length === 0 ? (
        <p className="text-fg-muted">{t('schedules.empty')}</p>
      ) : (
        <div role="list" aria-label={t('tabs.schedules')} className="grid gap-4 lg:grid-cols-2">
          {list.map((schedule) => (
            <ScheduleCard
              key={schedule.id}
              slug={slug}
              schedule={schedule}
              templates={templates.data.templates}
              teams={teams.data?.teams ?? []}
              companyTimeZone={companyTimeZone}
              onEdit={() => setEditing(schedule)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

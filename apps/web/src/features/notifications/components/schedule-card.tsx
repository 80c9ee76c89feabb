import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schedule, Team, Template } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { Card } from '../../../components/ui/card';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useDeleteScheduleMutation, useSaveScheduleMutation } from '../api/schedules';
import { useScheduleWords } from './use-schedule-words';

interface ScheduleCardProps {
  slug: string;
  schedule: Schedule;
  templates: readonly Template[];
  teams: readonly Team[];
  companyTimeZone: string;
  onEdit: () => void;
}

/** One schedule in words: what, when, where, with which template and to whom; switched on or off here. */
export function ScheduleCard({
  slug,
  schedule,
  templates,
  teams,
  companyTimeZone,
  onEdit,
}: ScheduleCardProps) {
  const { t } = useTranslation('notifications');
  const words = useScheduleWords();
  const titleId = useId();
  const switchLabelId = useId();
  const [confirming, setConfirming] = useState(false);
  const save = useSaveScheduleMutation(slug);
  const deletion = useDeleteScheduleMutation(slug);
  const { id, createdAt: _created, updatedAt: _updated, ...input } = schedule;
  const typeName = t(`types.${schedule.type}`);
  const template = templates.find((candidate) => candidate.id === schedule.templateId);
  const companyDefault = templates.find(
    (candidate) => !candidate.builtIn && candidate.isDefault && candidate.type === schedule.type,
  );

  const toggle = (active: boolean) =>
    save.mutate(
      { id, schedule: { ...input, active } },
      { onError: (error) => notify.error(t('schedules.saveError', { reason: describeError(error) })) },
    );
  const remove = () =>
    deletion.mutate(id, { onSuccess: () => notify.success(t('schedules.deleted', { name: typeName })) });

  return (
    <Card role="listitem" aria-labelledby={titleId} className="space-y-3">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-fg">
            {typeName}
          </h3>
          <p className="text-fg">
            {t('schedules.when', { time: words.time(schedule.time), days: words.days(schedule.days) })}
          </p>
        </div>
        <span id={switchLabelId} className="sr-only">
          {t('schedules.activeLabel', { name: typeName })}
        </span>
        <Switch
          checked={schedule.active}
          onChange={toggle}
          labelledBy={switchLabelId}
          busy={save.isPending}
        />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-medium text-fg">{t('schedules.fields.timeZone')}</dt>
        <dd className="text-fg-muted">
          {schedule.timeZone ?? t('schedules.companyZone', { zone: companyTimeZone })}
        </dd>
        <dt className="font-medium text-fg">{t('schedules.fields.template')}</dt>
        <dd className="text-fg-muted">
          {template?.name ??
            (companyDefault
              ? t('schedules.companyDefault', { name: companyDefault.name })
              : t('schedules.teraDefault'))}
        </dd>
        <dt className="font-medium text-fg">{t('recipients.title')}</dt>
        <dd className="text-fg-muted">{words.recipients(schedule.recipients, teams)}</dd>
        {schedule.customSubject && (
          <>
            <dt className="font-medium text-fg">{t('schedules.fields.customSubject')}</dt>
            <dd className="text-fg-muted">{schedule.customSubject}</dd>
          </>
        )}
        <dt className="font-medium text-fg">{t('schedules.status')}</dt>
        <dd className="text-fg-muted">{t(schedule.active ? 'schedules.on' : 'schedules.off')}</dd>
      </dl>
      {confirming ? (
        <div
          role="group"
          aria-label={t('schedules.confirmDelete', { name: typeName })}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-sm">{t('schedules.confirmDelete', { name: typeName })}</span>
          <Button variant="danger" size="sm" isLoading={deletion.isPending} onClick={remove}>
            {t('confirmDelete')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            aria-label={t('schedules.editLabel', { name: typeName })}
          >
            {t('edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setConfirming(true)}
            aria-label={t('schedules.deleteLabel', { name: typeName })}
          >
            {t('delete')}
          </Button>
        </div>
      )}
      {deletion.isError && (
        <Alert tone="danger" role="alert" title={t('schedules.deleteError')}>
          <p>{describeError(deletion.error)}</p>
        </Alert>
      )}
    </Card>
  );
}

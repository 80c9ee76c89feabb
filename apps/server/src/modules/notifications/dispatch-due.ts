import { sql } from 'drizzle-orm';
import { readCompanySettings, type RecipientsFilter } from '@tera/domain';
import { queryRows } from '../../db/query-rows.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { claimOccurrences, type DueSchedule } from './claim-occurrences.ts';
import { claimRetries, deliverNotifications } from './deliver-notifications.ts';
import { digestFigures } from './digest-figures.ts';
import type { PassReads } from './notification-values.ts';
import { noticeWindowOf } from './billing-subjects.ts';
import { subjectsFor } from './notification-subjects.ts';
import { surveysForMail } from './survey-subjects.ts';

interface ScheduleRow extends Omit<DueSchedule, 'companyTimeZone' | 'dueFrom'> {
  settings: unknown;
  dueFrom: string | Date;
}

async function readSchedules(deps: AppDeps, where: ReturnType<typeof sql>): Promise<DueSchedule[]> {
  const rows = await queryRows<ScheduleRow>(
    deps.database.db,
    sql`select s.id, s.company_id as "companyId", c.name as "companyName", c.slug as "companySlug",
               c.settings, s.type, s.time, s.time_zone as "timeZone", s.days, s.template_id as "templateId",
               s.custom_subject as "customSubject", s.custom_message as "customMessage",
               s.recipients, s.due_from as "dueFrom"
        from notification_schedules s join companies c on c.id = s.company_id
        where c.is_active and ${where}`,
  );
  return rows.map(({ settings, dueFrom, recipients, ...row }) => ({
    ...row,
    recipients: (typeof recipients === 'string' ? JSON.parse(recipients) : recipients) as RecipientsFilter,
    companyTimeZone: readCompanySettings(typeof settings === 'string' ? JSON.parse(settings) : settings)
      .time_zone,
    dueFrom: new Date(dueFrom),
  }));
}

/**
 * One pass of the scheduler: every active schedule's due deliveries claimed and sent, then the
 * retries whose time has come. Any number of instances may run it at the same minute; the
 * deliveries' unique key gives each person's occurrence to one of them.
 */
export async function dispatchDue(deps: AppDeps, now: Date): Promise<{ claimed: number }> {
  const db = deps.database.db;
  const reads: PassReads = {
    figuresOf: digestFigures(deps, now),
    surveyOf: surveysForMail(db),
    noticeWindowOf: (type, subscriptionId, timeZone) => noticeWindowOf(db, type, subscriptionId, timeZone),
  };
  let claimed = 0;
  for (const schedule of await readSchedules(deps, sql`s.active`)) {
    const subjects = await subjectsFor(db, schedule, now);
    const deliveries = await claimOccurrences(db, schedule, now, subjects);
    claimed += deliveries.length;
    await deliverNotifications(deps, schedule, deliveries, reads);
  }

  const retries = await claimRetries(deps, now);
  if (retries.length > 0) {
    const ids = [...new Set(retries.map((retry) => retry.scheduleId))];
    const schedules = await readSchedules(deps, sql`s.id = any(${sql.param(ids)}::uuid[])`);
    for (const schedule of schedules) {
      const mine = retries.filter((retry) => retry.scheduleId === schedule.id);
      await deliverNotifications(
        deps,
        schedule,
        mine.map((retry) => retry.delivery),
        reads,
        new Map(mine.map((retry) => [retry.delivery.id, retry.attempts])),
      );
    }
    claimed += retries.length;
  }
  return { claimed };
}

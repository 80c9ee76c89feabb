import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ROLES,
  CATCH_UP_HOURS,
  type NotificationChannel,
  type NotificationType,
  type RecipientsFilter,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { NotificationSubject } from './notification-subjects.ts';

/** A schedule as the dispatcher reads it, with its company's zone. */
export interface DueSchedule {
  id: string;
  companyId: string;
  companyName: string;
  companySlug: string;
  companyTimeZone: string;
  type: NotificationType;
  time: string;
  timeZone: string | null;
  days: number[];
  templateId: string | null;
  customSubject: string | null;
  customMessage: string | null;
  recipients: RecipientsFilter;
  dueFrom: Date;
}

/** A delivery this instance won the right to send. */
export interface ClaimedDelivery {
  id: string;
  userId: string;
  email: string;
  channel: NotificationChannel;
  occurrence: string;
  /** What the delivery is about (a survey), for the types that mail one thing each. */
  subjectId: string | null;
  fullName: string;
  language: string;
  timeZone: string;
}

/**
 * How long a claimed delivery is this instance's to send. A crash leaves it pending; once the
 * lease runs out another instance sends it.
 */
export const CLAIM_LEASE_MINUTES = 15;

function recipientsCondition(filter: RecipientsFilter): SQL {
  switch (filter.kind) {
    case 'everyone':
      return sql`true`;
    case 'teams':
      return sql`p.team_id::text = any(${sql.param(filter.teamIds)}::text[])`;
    case 'departments':
      return sql`lower(p.department) = any(${sql.param(filter.departments.map((d) => d.toLowerCase()))}::text[])`;
    case 'roles':
      return sql`lower(p.role) = any(${sql.param(filter.roles)}::text[])`;
  }
}

/**
 * Who a type reaches beyond the recipients filter, for its `subject` when it has them:
 * docs/product/notifications.md#types.
 */
function typeCondition(schedule: DueSchedule): SQL {
  switch (schedule.type) {
    case 'daily_reminder':
      // Nobody is asked on a day of their approved leave (docs/product/leave.md#leave-pauses-the-check-in).
      return sql`not exists (select 1 from daily_checkins c where c.user_id = d.id and c.check_in_date = d.occurrence)
        and not exists (select 1 from leave_requests l where l.user_id = d.id and l.status = 'approved'
          and l.start_date <= d.occurrence and d.occurrence <= l.end_date)`;
    case 'weekly_digest':
      return sql`exists (select 1 from user_profiles r where r.reports_to = d.id and r.company_id = d.company_id and r.is_active)`;
    case 'survey_invitation':
    case 'survey_reminder':
      return sql`exists (select 1 from survey_invitees i where i.survey_id = subject.id and i.user_id = d.id)
        and not exists (select 1 from survey_respondents r where r.survey_id = subject.id and r.user_id = d.id)`;
    case 'trial_ending':
    case 'payment_failed':
      return sql`exists (select 1 from user_profiles a where a.id = d.id and a.role = any(${sql.param([...ADMIN_ROLES])}::text[]))`;
  }
}

/**
 * A subject's own days, and for a type sent once per subject, none sent to the person since the
 * subject's first day (a delivery skipped because nothing was sending does not count).
 */
function subjectCondition(schedule: DueSchedule): SQL {
  return sql`(subject.id is null or (d.occurrence = any(subject.days)
    and (subject.once_since is null or not exists (
      select 1 from notification_deliveries x
      where x.subject_id = subject.id and x.user_id = d.id and x.type = ${schedule.type}
        and x.status <> 'skipped' and x.occurrence >= subject.once_since))))`;
}

/** The subjects a type's deliveries are about, one row of nulls for the types without them. */
function subjectsTable(subjects: readonly NotificationSubject[] | null): SQL {
  if (subjects === null) return sql`select null::uuid as id, null::text[] as days, null::text as once_since`;
  const rows = subjects.map(({ id, days, onceSince }) => ({ id, days, once_since: onceSince }));
  return sql`select x.id, x.days, x.once_since
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, days text[], once_since text)`;
}

/**
 * Claims every delivery of one schedule that is due now, in one statement: the people of the
 * filter whose local clock has passed the schedule's time today (or late yesterday) on one of its
 * days, minus those it does not concern, who asked not to receive it, or whose address is
 * suppressed. The unique key makes a second instance's identical insert land nothing. An
 * occurrence missed by more than CATCH_UP_HOURS is recorded as skipped instead of sent.
 */
export async function claimOccurrences(
  db: Db,
  schedule: DueSchedule,
  now: Date,
  subjects: readonly NotificationSubject[] | null = null,
): Promise<ClaimedDelivery[]> {
  if (subjects !== null && subjects.length === 0) return [];
  const [hour, minute] = schedule.time.split(':');
  const at = sql.param(now.toISOString());
  return queryRows<ClaimedDelivery>(
    db,
    sql`
with people as (
  select p.id, p.email, p.full_name, p.language, p.company_id, p.created_at,
         coalesce(nullif(p.time_zone, ''), ${schedule.timeZone}, ${schedule.companyTimeZone}, 'UTC') as tz
  from user_profiles p
  where p.company_id = ${schedule.companyId} and p.is_active and ${recipientsCondition(schedule.recipients)}
),
candidates as (
  select people.*, (((${at}::timestamptz at time zone people.tz)::date - back.days)) as day, back.days as back
  from people cross join (values (0), (1)) as back(days)
),
occurrences as (
  select c.*, c.day::text as occurrence,
         ((c.day + make_time(${Number(hour)}, ${Number(minute)}, 0)) at time zone c.tz) as due_at
  from candidates c
  where extract(isodow from c.day)::int = any(${sql.param(schedule.days)}::int[])
),
d as (
  select o.*,
         ${at}::timestamptz - o.due_at > make_interval(hours => ${CATCH_UP_HOURS}) as missed
  from occurrences o
  where o.due_at <= ${at}::timestamptz
    and o.due_at >= ${sql.param(schedule.dueFrom.toISOString())}::timestamptz
),
subject as (${subjectsTable(subjects)}),
wanted as (
  select d.*, ch.channel, subject.id as subject_id
  from d
  cross join subject
  cross join (values ('email'), ('push')) as ch(channel)
  left join notification_preferences np on np.user_id = d.id and np.type = ${schedule.type}
  -- Only today's miss is logged, and only for someone who was already here at its time. A
  -- subject may have come after the time (a payment failing at noon): its next day carries it.
  where (not d.missed or (d.back = 0 and d.created_at < d.due_at and subject.id is null))
    and (np.paused_until is null or np.paused_until < d.occurrence)
    and ${typeCondition(schedule)}
    and ${subjectCondition(schedule)}
    and case ch.channel
      when 'email' then coalesce(np.email, true)
        and not exists (select 1 from email_suppressions s where s.email = lower(d.email))
      else coalesce(np.push, false)
        and exists (select 1 from push_subscriptions ps where ps.user_id = d.id)
    end
),
inserted as (
  insert into notification_deliveries
    (company_id, schedule_id, occurrence_key, subject_id, type, channel, user_id, email, occurrence, status, reason, next_attempt_at)
  select ${schedule.companyId}, ${schedule.id}, ${schedule.id} || coalesce(':' || w.subject_id::text, ''), w.subject_id,
         ${schedule.type}, w.channel, w.id, w.email, w.occurrence,
         case when w.missed then 'skipped' else 'pending' end,
         case when w.missed then 'missed: nothing was sending at its time' end,
         case when w.missed then null else ${at}::timestamptz + make_interval(mins => ${CLAIM_LEASE_MINUTES}) end
  from wanted w
  on conflict do nothing
  returning id, user_id, email, channel, occurrence, subject_id, status
)
select i.id, i.user_id as "userId", i.email, i.channel, i.occurrence, i.subject_id as "subjectId",
       p.full_name as "fullName", p.language, p.tz as "timeZone"
from inserted i join people p on p.id = i.user_id
where i.status = 'pending'`,
  );
}

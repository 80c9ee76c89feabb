import { sql } from 'drizzle-orm';
import {
  RETRY_DELAYS_MINUTES,
  type DeliveryStatus,
  type NotificationType,
  normaliseLanguage,
  type SupportedLanguage,
  type TemplateContents,
} from '@tera/domain';
import { publicUrl } from '../../config.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { AppDeps } from '../../http/app-env.ts';
import type { MailFailure } from '../../email/mailer.ts';
import { CLAIM_LEASE_MINUTES, type ClaimedDelivery, type DueSchedule } from './claim-occurrences.ts';
import { composeNotificationMail } from './notification-mail.ts';
import { pauseLink, unsubscribeLink } from './notification-links.ts';
import { notificationValues, pushMessage, type PassReads } from './notification-values.ts';
import { renderSubject } from './template-engine.ts';
import { resolveTemplateContents } from './template-store.ts';
import { unsubscribeTokens } from './unsubscribe-token.ts';

/** Mails in flight at once: enough to keep the pooled SMTP connections busy. */
const IN_FLIGHT = 16;
/** Outcomes recorded per statement. */
const RECORD_BATCH = 100;

/** Why a claimed delivery found nothing to send (notificationValues answered null). */
const NOTHING_TO_TELL: Record<NotificationType, string> = {
  daily_reminder: 'nothing to tell',
  weekly_digest: 'nothing to tell: no figures this week',
  survey_invitation: 'nothing to tell: the survey is no longer open',
  survey_reminder: 'nothing to tell: the survey is no longer open',
  trial_ending: 'nothing to tell: the trial is no longer ending',
  payment_failed: 'nothing to tell: the subscription is no longer past due',
};

type Outcome =
  | { status: 'sent' }
  | { status: 'retry'; reason: string }
  | { status: 'failed' | 'bounced' | 'skipped'; reason: string; suppress?: boolean };

/**
 * Sends the deliveries this instance claimed for one schedule, and records each outcome: sent;
 * a temporary failure tried again later (RETRY_DELAYS_MINUTES); a bounce or a permanent failure
 * recorded, and its address suppressed so no scheduled mail goes there until it changes.
 */
export async function deliverNotifications(
  deps: AppDeps,
  schedule: DueSchedule,
  deliveries: readonly ClaimedDelivery[],
  reads: PassReads,
  attemptsBefore: ReadonlyMap<string, number> = new Map(),
): Promise<void> {
  if (deliveries.length === 0) return;
  const base = publicUrl(deps.config);
  const tokens = unsubscribeTokens(await deps.auth.secret());
  const contents: TemplateContents = await resolveTemplateContents(
    deps.database.db,
    schedule.companyId,
    schedule.type,
    schedule.templateId,
  );

  const deliverOne = async (delivery: ClaimedDelivery): Promise<Outcome> => {
    const language: SupportedLanguage = normaliseLanguage(delivery.language);
    const token = tokens.issue({ userId: delivery.userId, type: schedule.type });
    const values = await notificationValues(schedule, delivery, language, {
      base,
      pauseLink: pauseLink(base, token),
      ...reads,
    });
    if (values === null) return { status: 'skipped', reason: NOTHING_TO_TELL[schedule.type] };
    if (delivery.channel === 'push') {
      const outcome = await deps.push.sendToPerson(
        delivery.userId,
        pushMessage(schedule.type, language, base),
      );
      if (outcome.delivered > 0) return { status: 'sent' };
      return { status: 'failed', reason: outcome.failed ?? 'no device subscribed' };
    }
    const content = contents[language];
    const mail = await composeNotificationMail({
      type: schedule.type,
      language,
      content: schedule.customSubject
        ? { ...content, subject: await renderSubject(schedule.customSubject, values) }
        : content,
      values,
      company: schedule.companyName,
      unsubscribeLink: unsubscribeLink(base, token),
    });
    const link = unsubscribeLink(base, token);
    const receipt = await deps.mailer.send({
      to: delivery.email,
      ...mail,
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    if (receipt.status === 'sent') return { status: 'sent' };
    if (receipt.status === 'queued')
      return { status: 'failed', reason: 'mail delivery is not configured (SMTP_URL)' };
    return outcomeOfFailure(receipt.failure);
  };

  let next = 0;
  const worker = async () => {
    while (next < deliveries.length) {
      const delivery = deliveries[next++]!;
      let outcome: Outcome;
      try {
        outcome = await deliverOne(delivery);
      } catch (error) {
        deps.logger.error({ err: error, delivery: delivery.id }, 'notification could not be prepared');
        outcome = { status: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
      await recorder.record(delivery, outcome, attemptsBefore.get(delivery.id) ?? 0);
    }
  };
  const recorder = outcomeRecorder(deps);
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, deliveries.length) }, worker));
  await recorder.flush();
}

function outcomeOfFailure(failure: MailFailure | undefined): Outcome {
  if (!failure || failure.kind === 'temporary')
    return { status: 'retry', reason: failure?.detail ?? 'unknown' };
  return {
    status: failure.kind === 'bounced' ? 'bounced' : 'failed',
    reason: failure.detail,
    suppress: true,
  };
}

/** A delivery's row as its outcome leaves it. */
interface DeliveryUpdate {
  id: string;
  status: DeliveryStatus;
  attempts: number;
  reason: string | null;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

function updateFor(
  delivery: ClaimedDelivery,
  outcome: Outcome,
  attemptsBefore: number,
  now: Date,
): DeliveryUpdate {
  const attempts = attemptsBefore + 1;
  const base = { id: delivery.id, attempts, sentAt: null, nextAttemptAt: null };
  if (outcome.status === 'sent') return { ...base, status: 'sent', reason: null, sentAt: now.toISOString() };
  if (outcome.status === 'retry') {
    const wait = RETRY_DELAYS_MINUTES[attemptsBefore];
    if (wait === undefined) {
      return { ...base, status: 'failed', reason: `gave up after ${attempts} attempts: ${outcome.reason}` };
    }
    const nextAttemptAt = new Date(now.getTime() + wait * 60_000).toISOString();
    return { ...base, status: 'pending', reason: outcome.reason, nextAttemptAt };
  }
  return { ...base, status: outcome.status, reason: outcome.reason };
}

/**
 * Records outcomes a batch at a time, one statement per batch: a pass of thousands of mails wrote
 * a statement per mail. A crash loses at most a batch's records, whose mails the lease then sends
 * again (decision 016).
 */
function outcomeRecorder(deps: AppDeps) {
  const updates: DeliveryUpdate[] = [];
  const suppressions = new Map<string, { status: string; reason: string }>();
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: DeliveryUpdate[], suppress: [string, { status: string; reason: string }][]) => {
    const db = deps.database.db;
    const column = <K extends keyof DeliveryUpdate>(key: K) => sql.param(batch.map((update) => update[key]));
    await db.execute(sql`update notification_deliveries d
      set status = u.status, attempts = u.attempts, reason = u.reason,
          sent_at = u.sent_at, next_attempt_at = u.next_attempt_at
      from unnest(${column('id')}::uuid[], ${column('status')}::text[], ${column('attempts')}::int[],
                  ${column('reason')}::text[], ${column('sentAt')}::timestamptz[], ${column('nextAttemptAt')}::timestamptz[])
        as u(id, status, attempts, reason, sent_at, next_attempt_at)
      where d.id = u.id`);
    if (suppress.length > 0) {
      await db.execute(sql`insert into email_suppressions (email, status, reason)
        select * from unnest(${sql.param(suppress.map(([email]) => email))}::text[],
                             ${sql.param(suppress.map(([, s]) => s.status))}::text[],
                             ${sql.param(suppress.map(([, s]) => s.reason))}::text[])
        on conflict (email) do nothing`);
    }
  };

  const flush = () => {
    if (updates.length === 0 && suppressions.size === 0) return writing;
    const batch = updates.splice(0);
    const suppress = [...suppressions];
    suppressions.clear();
    writing = writing.then(() => write(batch, suppress));
    return writing;
  };

  return {
    async record(delivery: ClaimedDelivery, outcome: Outcome, attemptsBefore: number) {
      updates.push(updateFor(delivery, outcome, attemptsBefore, deps.clock.now()));
      if ('suppress' in outcome && outcome.suppress) {
        suppressions.set(delivery.email.toLowerCase(), { status: outcome.status, reason: outcome.reason });
      }
      if (updates.length >= RECORD_BATCH) await flush();
    },
    flush,
  };
}

/** A notification type's deliveries still waiting for a retry whose time has come, claimed anew. */
export async function claimRetries(
  deps: AppDeps,
  now: Date,
): Promise<{ scheduleId: string; delivery: ClaimedDelivery; attempts: number }[]> {
  return queryRows(
    deps.database.db,
    sql`
with due as (
  select id from notification_deliveries
  where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz and schedule_id is not null
  order by next_attempt_at
  limit 1000
  for update skip locked
),
taken as (
  update notification_deliveries nd
  set next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(mins => ${CLAIM_LEASE_MINUTES})
  from due where nd.id = due.id
  returning nd.id, nd.schedule_id, nd.user_id, nd.email, nd.channel, nd.occurrence, nd.subject_id, nd.attempts
)
select t.schedule_id as "scheduleId", t.attempts,
       json_build_object('id', t.id, 'userId', t.user_id, 'email', t.email, 'channel', t.channel,
         'occurrence', t.occurrence, 'subjectId', t.subject_id, 'fullName', p.full_name, 'language', p.language, 'timeZone', p.time_zone) as delivery
from taken t join user_profiles p on p.id = t.user_id`,
  );
}

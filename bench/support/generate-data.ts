import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PLAN_CATALOGUE } from '@tera/domain';
import type { Db } from '../../apps/server/src/db/database.ts';
import { storedToken } from '../../apps/server/src/auth/session-token-storage.ts';

/** Every tenth person leads the nine after them: 1,000 leaders of nine at 10,000 people. */
export const TEAM_SPAN = 10;
const PARTICIPATION_PERCENT = 85;
/** Teams of the company, each a run of leaders' groups: 200 people a team at 10,000. */
export const TEAMS = 50;
/** Departments, each five teams: 1,000 people a department at 10,000. */
export const TEAMS_PER_DEPARTMENT = 5;
const SESSION_DAYS = 7;

export interface GeneratedCompany {
  id: string;
  slug: string;
  people: number;
  /** A leader of a full team, whose panel the benchmark asks for. */
  leaderId: string;
  adminId: string;
}

const personId = (slug: string, n: number) => `bench-${slug}-${n}`;

/**
 * A company of `people` with `days` of check-ins up to yesterday, generated inside the database
 * from a hash of (person, day): the same figures on every run, at any size, in seconds.
 */
export async function generateCompany(
  db: Db,
  options: { slug: string; people: number; days: number; today: string },
): Promise<GeneratedCompany> {
  const { slug, people, days, today } = options;
  const id = randomUUID();
  const plan = PLAN_CATALOGUE.enterprise;
  await db.execute(sql`
    insert into companies (id, name, slug, settings)
    values (${id}, ${`Bench ${slug}`}, ${slug},
      ${JSON.stringify({ workday_start_hour: 9, time_zone: 'Europe/Madrid', confidentiality_threshold: 3 })}::jsonb)`);
  await db.execute(sql`
    insert into company_subscriptions (company_id, plan_type, status, current_period_start, current_period_end,
      price_per_month, max_employees, features)
    values (${id}, 'enterprise', 'active', now(), now() + interval '30 days', ${plan.pricePerMonth},
      ${plan.features.maxEmployees}, ${JSON.stringify(plan.features)}::jsonb)`);
  const prefix = `bench-${slug}-`;
  await db.execute(sql`
    insert into teams (id, company_id, name)
    select (md5(${id} || g::text))::uuid, ${id}, 'Equipo ' || g from generate_series(0, ${TEAMS - 1}::int) g`);
  await db.execute(sql`
    insert into auth_users (id, name, email, email_verified)
    select ${prefix} || g, 'Persona ' || g, ${prefix} || g || '@bench.tera.local', true
    from generate_series(0, ${people - 1}::int) g`);
  // People exist from before their first check-in, so every generated day counts them: a day's
  // figures are about the people of the company at its start.
  await db.execute(sql`
    insert into user_profiles (id, email, full_name, role, company_id, team_id, department, reports_to, time_zone,
      shares_checkins_with, onboarded_at, created_at, updated_at)
    select p.id, p.id || '@bench.tera.local', 'Persona ' || p.g, p.role, ${id},
      (md5(${id} || ((p.g / ${TEAM_SPAN}) % ${TEAMS})::text))::uuid,
      'Departamento ' || ((p.g / ${TEAM_SPAN}) % ${TEAMS}) / ${TEAMS_PER_DEPARTMENT}, p.leader, 'Europe/Madrid',
      case when p.g % 3 = 0 then p.leader end, now(), p.since, p.since
    from (
      select g, ${prefix} || g as id,
        case when g = 0 then 'admin' when g % ${TEAM_SPAN} = 0 then 'leader' else 'employee' end as role,
        case when g % ${TEAM_SPAN} = 0 then null else ${prefix} || (g / ${TEAM_SPAN} * ${TEAM_SPAN}) end as leader,
        (${today}::date - ${days + 1}::int)::timestamptz as since
      from generate_series(0, ${people - 1}::int) g
    ) p`);
  if (days > 0) {
    const chunk = 1000;
    for (let start = 0; start < people; start += chunk) {
      const end = Math.min(people, start + chunk) - 1;
      await db.execute(sql`
        insert into daily_checkins (user_id, company_id, check_in_date, energy, mental_pressure,
          personal_concerns, motivation, work_modality, day_dynamics, submitted_at, created_at)
        select p.id, ${id}, to_char(d, 'YYYY-MM-DD'),
          1 + abs(hashtext(p.id || d::text || 'e')) % 10,
          1 + abs(hashtext(p.id || d::text || 'p')) % 10,
          1 + abs(hashtext(p.id || d::text || 'c')) % 10,
          1 + abs(hashtext(p.id || d::text || 'm')) % 10,
          (array['remote', 'office', 'hybrid'])[1 + abs(hashtext(p.id || d::text || 'w')) % 3],
          case when abs(hashtext(p.id || d::text || 't')) % 3 = 0 then array['many_meetings'] else null end,
          d + interval '10 hours', d + interval '10 hours'
        from generate_series(${start}::int, ${end}::int) g
        join user_profiles p on p.id = ${prefix} || g
        cross join generate_series(${today}::date - ${days}::int, ${today}::date - 1, interval '1 day') d
        where abs(hashtext(p.id || d::text || 's')) % 100 < ${PARTICIPATION_PERCENT}`);
    }
  }
  await db.execute(sql`analyze daily_checkins`);
  return { id, slug, people, leaderId: personId(slug, TEAM_SPAN), adminId: personId(slug, 0) };
}

/** better-auth's signed cookie value: the token, a dot, and its HMAC-SHA256 under the secret. */
export function sessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Sessions written straight into the database for generated people: signing 20,000 people in
 * through the API would spend minutes hashing passwords and measure nothing of interest.
 * Returns each session's token; the database keeps its hash, as for any session.
 */
export async function generateSessionTokens(db: Db, userIds: readonly string[]): Promise<string[]> {
  const tokens = userIds.map(() => randomUUID().replaceAll('-', ''));
  const chunk = 1000;
  for (let start = 0; start < userIds.length; start += chunk) {
    const rows = userIds
      .slice(start, start + chunk)
      .map((userId, i) => ({ userId, token: storedToken(tokens[start + i]!) }));
    await db.execute(sql`
      insert into auth_sessions (id, token, user_id, expires_at)
      select gen_random_uuid()::text, t.token, t.user_id, now() + ${`${SESSION_DAYS} days`}::interval
      from json_to_recordset(${JSON.stringify(rows.map((r) => ({ token: r.token, user_id: r.userId })))}::json)
        as t(token text, user_id text)`);
  }
  return tokens;
}

/** Sessions as above, each as the signed cookie a browser would send. */
export async function generateSessions(
  db: Db,
  userIds: readonly string[],
  secret: string,
): Promise<string[]> {
  return (await generateSessionTokens(db, userIds)).map((token) => sessionCookie(token, secret));
}

export function peopleOf(company: { slug: string; people: number }): string[] {
  return Array.from({ length: company.people }, (_, n) => personId(company.slug, n));
}

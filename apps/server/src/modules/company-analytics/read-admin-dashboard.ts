import { buildTrialSubscription, companyAlerts, summarisePeriod, PULSE_EVOLUTION_DAYS } from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { readCompanyPulse } from '../companies/company-pulse.ts';
import { readCompanyBySlug } from '../companies/read-company.ts';
import { readHeadcount, readPendingInvitations } from './company-headcount.ts';

const WEEK = 7;

/**
 * The admin dashboard: headcount against seats, participation and pulse summed from the company's
 * released days only (two months of them, for the comparison with the month before), the alerts
 * those days raise, the subscription and the open invitations.
 */
export async function readAdminDashboard(db: Db, admin: Principal, slug: string, now: Date) {
  const { company, subscription } = await readCompanyBySlug(db, slug);
  const [evolution, headcount, invitations] = await Promise.all([
    readCompanyPulse(db, admin, company.id, now, PULSE_EVOLUTION_DAYS * 2),
    readHeadcount(db, company.id),
    readPendingInvitations(db, company.id, now),
  ]);
  const month = evolution.days.slice(-PULSE_EVOLUTION_DAYS);
  const previousMonth = evolution.days.slice(0, -PULSE_EVOLUTION_DAYS);
  const terms = subscription ?? buildTrialSubscription(now);
  const summary = (days: typeof month) => summarisePeriod(days, headcount.active);
  return {
    today: evolution.today,
    threshold: evolution.threshold,
    people: { ...headcount, invited: invitations.pending, seats: terms.maxEmployees },
    participation: {
      today: summary(month.slice(-1)),
      week: summary(month.slice(-WEEK)),
      month: summary(month),
    },
    pulse: { month: summary(month), previousMonth: summary(previousMonth), trend: month },
    alerts: companyAlerts(month, headcount.active),
    subscription: {
      plan: terms.planType,
      status: terms.status,
      trialEnd: iso(terms.trialEnd ?? company.trialEndsAt),
      currentPeriodEnd: iso(terms.currentPeriodEnd),
    },
    invitations,
  };
}

const iso = (value: Date | string | null) => (value instanceof Date ? value.toISOString() : value);

import { sql } from 'drizzle-orm';
import {
  compatibleFigures,
  inStoredOrder,
  localParts,
  pulseBand,
  pulseScore,
  releaseCut,
  releasedViews,
  thresholdOn,
  type CandidateFigure,
  type DayThresholds,
} from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { addDays, groupByDate } from '../../platform/calendar.ts';
import { readDayThresholds } from '../pulse/read-day-thresholds.ts';
import { readMemberPlaces, type OwnTeamPlace } from '../team/read-team.ts';
import { datesBetween, readCompanyDayTotals } from './company-day-totals.ts';
import { storedByDayEnd } from './stored-by-day-end.ts';
import { seenByViewer } from './seen-by-viewer.ts';

export interface AnswerRow {
  date: string;
  user_id: string;
  /** When it was stored, in microseconds: the day's order. */
  stored: number;
  seen: boolean;
  /** The team and department it counted in as its day began. */
  team_id: string | null;
  department: string | null;
  energy: number;
  mental_pressure: number;
  personal_concerns: number;
  motivation: number;
}

/** A company day's released answers: its totals less the answers held back. */
export interface ReleasedDay {
  date: string;
  counted: number;
  unseen: number;
  sums: Values;
  /** Answers held back, the latest of the day. */
  heldBack: readonly AnswerRow[];
}

type Values = [number, number, number, number];

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const valuesOf = (row: Pick<AnswerRow, 'energy' | 'mental_pressure' | 'personal_concerns' | 'motivation'>) =>
  [row.energy, row.mental_pressure, row.personal_concerns, row.motivation] as Values;

/**
 * The latest answers of each day, newest first, as many as asked for that day: read backwards
 * along the stored-order index, so only the few answers a release may hold back are read. With
 * `storedBy`, only answers stored by the end of their day there (a zone) are read.
 */
export function readLatestAnswers(
  db: Db,
  companyId: string,
  viewerId: string,
  wanted: { date: string; count: number }[],
  storedBy?: string,
) {
  if (wanted.length === 0) return Promise.resolve([]);
  return queryRows<AnswerRow>(
    db,
    sql`select w.date, a.user_id, a.stored, a.seen, a.team_id, a.department, a.energy, a.mental_pressure,
          a.personal_concerns, a.motivation
        from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w(date text, count int)
        cross join lateral (
          select user_id, ${seenByViewer(viewerId)} as seen, group_team_id as team_id,
            group_department as department, energy, mental_pressure, personal_concerns, motivation,
            (extract(epoch from greatest(created_at, submitted_at)) * 1000000)::float8 as stored
          from daily_checkins
          where group_company_id = ${companyId} and check_in_date = w.date
            ${storedBy === undefined ? sql`` : sql`and ${storedByDayEnd(storedBy)}`}
          order by greatest(created_at, submitted_at) desc, user_id desc
          limit w.count) a`,
  );
}

/** How many of a day's latest answers its release may hold back: all of them when no batch is whole. */
export function latestToRead(day: { answered: number; seen: number }, threshold: number): number {
  const unseen = day.answered - day.seen;
  return unseen < threshold ? day.answered : (unseen % threshold) + day.seen;
}

/**
 * A day's release told by its counts and its latest answers (`latestToRead` of them, in any
 * order): the answers held back and the unseen answers released, or null when nothing is.
 */
export function releaseOf(
  day: { answered: number; seen: number },
  latest: readonly AnswerRow[],
  threshold: number,
): { heldBack: AnswerRow[]; unseen: number } | null {
  const unseen = day.answered - day.seen;
  const read = [...latest].sort((a, b) => a.stored - b.stored || (a.user_id < b.user_id ? -1 : 1));
  const firstUnseen = read.findIndex((answer) => !answer.seen);
  const leadingSeen = read.length === day.answered ? (firstUnseen === -1 ? read.length : firstUnseen) : 0;
  const cut = releaseCut({ unseen, leadingSeen }, threshold);
  if (cut === null) return null;
  let running = unseen - read.filter((answer) => !answer.seen).length;
  const heldBack = read.filter((answer) => {
    if (!answer.seen) running += 1;
    return running > cut;
  });
  return { heldBack, unseen: unseen - heldBack.filter((answer) => !answer.seen).length };
}

/**
 * Each day's released answers, by the domain's release rule (`releaseCut`). A release holds back
 * at most the unseen answers short of a whole batch and the seen answers among or after them, so
 * only that many of the latest answers are read, or the whole day when no unseen batch is whole.
 */
async function readReleasedDays(
  db: Db,
  admin: Principal,
  companyId: string,
  range: { from: string; to: string; thresholds: DayThresholds },
) {
  const { from, to, thresholds } = range;
  const on = (date: string) => thresholdOn(thresholds, date, admin.confidentialityThreshold);
  const totals = await readCompanyDayTotals(db, { companyId, viewerId: admin.userId, from, to, today: to });
  const wanted = totals.map((day) => ({ date: day.date, count: latestToRead(day, on(day.date)) }));
  const latest = await readLatestAnswers(
    db,
    companyId,
    admin.userId,
    wanted.filter((day) => day.count > 0),
  );
  const latestOn = groupByDate(latest);
  return totals.flatMap((day): ReleasedDay[] => {
    const release = releaseOf(day, latestOn.get(day.date) ?? [], on(day.date));
    if (!release) return [];
    const { heldBack } = release;
    const sums = valuesOf(day).map(
      (total, i) => total - heldBack.reduce((sum, answer) => sum + valuesOf(answer)[i]!, 0),
    ) as Values;
    const counted = day.answered - heldBack.length;
    if (counted === 0) return [];
    return [{ date: day.date, counted, unseen: release.unseen, sums, heldBack }];
  });
}

/**
 * The company figure of a day beside the viewer's own team figures of that day, as they stand now
 * and as they stood at each earlier release: all are shown to the same person, so the company
 * figure is withheld when any difference or combination would describe fewer unseen people than
 * the threshold (see docs/product/pulse-and-privacy.md, "Figures that complement each other").
 */
function complementsSafely(day: ReleasedDay, team: readonly OwnTeamPlace[], threshold: number) {
  const teamViews = releasedViews(inStoredOrder(team), threshold);
  if (teamViews.length === 0) return true;
  const heldBack = new Set(day.heldBack.map((answer) => answer.user_id));
  const listed = team.filter((answer) => !heldBack.has(answer.userId));
  const company: CandidateFigure = { key: 'company', answers: listed };
  const rest = { figures: ['company'], unseen: day.unseen - listed.filter((answer) => !answer.seen).length };
  const figures = teamViews.map((answers, i): CandidateFigure => ({ key: `team ${i}`, answers }));
  return compatibleFigures([...figures, company], threshold, { counted: [rest] }).has('company');
}

/** One day of a company as one viewer may be shown it. */
export interface CompanyDayRelease {
  date: string;
  threshold: number;
  /** The day's released answers; null when its company figure is withheld. */
  released: ReleasedDay | null;
  /** The answers of the people the viewer leads, which the viewer's own team figures hold. */
  ownTeam: readonly OwnTeamPlace[];
}

/**
 * Each day of a range as the company's figures may show it to this viewer: its answers counted
 * from the people of the company at its start and released in batches that each reach the
 * threshold (`releaseCut`), withheld when it would complement the viewer's own team unsafely. The
 * totals are summed in the database (and kept once a day is closed) and only the few answers held
 * back are read, so the read does not grow with the company.
 */
export async function readCompanyDayReleases(
  db: Db,
  admin: Principal,
  companyId: string,
  range: { from: string; to: string },
): Promise<CompanyDayRelease[]> {
  const { from, to } = range;
  const threshold = admin.confidentialityThreshold;
  const thresholds = await readDayThresholds(db, companyId, from, to);
  const [released, ownTeam] = await Promise.all([
    readReleasedDays(db, admin, companyId, { from, to, thresholds }),
    admin.companyId === companyId ? readMemberPlaces(db, admin, from, to) : Promise.resolve([]),
  ]);
  const releasedOn = new Map(released.map((day) => [day.date, day]));
  const teamOn = groupByDate(ownTeam);
  return datesBetween(from, to).map((date) => {
    const day = releasedOn.get(date);
    const team = teamOn.get(date) ?? [];
    const dayThreshold = thresholdOn(thresholds, date, threshold);
    const shown = day !== undefined && complementsSafely(day, team, dayThreshold);
    return { date, threshold: dayThreshold, released: shown ? day : null, ownTeam: team };
  });
}

/** A released day as the company's charts show it: the day's mean values and their pulse. */
export function presentCompanyDay(release: CompanyDayRelease) {
  const { date, released: day } = release;
  if (!day) return { date, answered: 0, pulse: null, band: null, indicators: null };
  const [energy, mental_pressure, personal_concerns, motivation] = day.sums.map(
    (sum) => sum / day.counted,
  ) as Values;
  const row = { energy, mental_pressure, personal_concerns, motivation };
  const pulse = pulseScore(row);
  return {
    date,
    answered: day.counted,
    pulse,
    band: pulseBand(pulse),
    indicators: {
      energy: oneDecimal(row.energy),
      mentalPressure: oneDecimal(row.mental_pressure),
      personalConcerns: oneDecimal(row.personal_concerns),
      motivation: oneDecimal(row.motivation),
    },
  };
}

/**
 * The company's evolution over the last days, today included. The pulse of the day's mean values
 * equals the mean of everyone's pulse, the score being linear in the values.
 */
export async function readCompanyPulse(db: Db, admin: Principal, companyId: string, now: Date, days: number) {
  const today = localParts(now, admin.timeZone).date;
  const from = addDays(today, -(days - 1));
  const releases = await readCompanyDayReleases(db, admin, companyId, { from, to: today });
  return { today, threshold: admin.confidentialityThreshold, days: releases.map(presentCompanyDay) };
}

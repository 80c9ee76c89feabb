import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_STATUSES,
  type DeliveryLog,
  type DeliveryLogQuery,
  type DeliveryStatus,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { notificationDeliveries as deliveries, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../db/row-id.ts';

export const DELIVERY_PAGE_SIZE = 50;

function filterOf(companyId: string, query: DeliveryLogQuery): SQL {
  return and(
    eq(deliveries.companyId, companyId),
    query.status ? eq(deliveries.status, query.status) : undefined,
    query.scheduleId ? eq(deliveries.scheduleId, query.scheduleId) : undefined,
    query.personId ? eq(deliveries.userId, query.personId) : undefined,
  )!;
}

/**
 * Rows older than the cursor's row, in the log's order. The cursor is a delivery's id and its
 * position is read in the database, so no timestamp loses precision on its way through JavaScript.
 */
function olderThan(before: string): SQL {
  if (!isUuid(before)) {
    throw new AppError('VALIDATION_ERROR', { fields: { before: ['validation.invalid'] } });
  }
  return sql`(${deliveries.createdAt}, ${deliveries.id}) < (select c.created_at, c.id from notification_deliveries c where c.id = ${before}::uuid)`;
}

/**
 * The company's deliveries, newest first, a page at a time, with how many of each status the same
 * filter holds (docs/product/notifications.md#delivery-log).
 */
export async function readDeliveryLog(
  db: Db,
  companyId: string,
  query: DeliveryLogQuery,
): Promise<DeliveryLog> {
  const filter = filterOf(companyId, query);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: deliveries.id,
        scheduleId: deliveries.scheduleId,
        type: deliveries.type,
        channel: deliveries.channel,
        userId: deliveries.userId,
        name: userProfiles.fullName,
        email: deliveries.email,
        occurrence: deliveries.occurrence,
        status: deliveries.status,
        reason: deliveries.reason,
        attempts: deliveries.attempts,
        createdAt: deliveries.createdAt,
        sentAt: deliveries.sentAt,
      })
      .from(deliveries)
      .leftJoin(userProfiles, eq(userProfiles.id, deliveries.userId))
      .where(query.before ? and(filter, olderThan(query.before)) : filter)
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(DELIVERY_PAGE_SIZE + 1),
    db
      .select({ status: deliveries.status, n: count() })
      .from(deliveries)
      .where(filter)
      .groupBy(deliveries.status),
  ]);
  const page = rows.slice(0, DELIVERY_PAGE_SIZE);
  const counts = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<
    DeliveryStatus,
    number
  >;
  for (const total of totals) counts[total.status] = Number(total.n);
  return {
    deliveries: page.map((row) => ({
      id: row.id,
      scheduleId: row.scheduleId,
      type: row.type,
      channel: row.channel,
      // The address it went to, as it was then: a bounce is about that address, not today's.
      person: { id: row.userId, name: row.name ?? '', email: row.email },
      occurrence: row.occurrence,
      status: row.status,
      reason: row.reason,
      attempts: row.attempts,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    cursor: rows.length > DELIVERY_PAGE_SIZE ? page.at(-1)!.id : null,
    counts,
  };
}

import type { DailyCheckin } from '@tera/domain';
import type { dailyCheckins } from '../../db/schema/index.ts';

type CheckinRow = typeof dailyCheckins.$inferSelect;

/**
 * The stored check-in as the API shows it, in the payload's field names. `created_at` is when the
 * values were submitted, which is what the "made before 9" rule judges.
 */
export function presentCheckin(row: CheckinRow): DailyCheckin {
  return {
    id: row.id,
    user_id: row.userId,
    check_in_date: row.checkInDate,
    energy: row.energy,
    mental_pressure: row.mentalPressure,
    personal_concerns: row.personalConcerns,
    motivation: row.motivation,
    variability: row.variability,
    work_modality: row.workModality,
    day_dynamics: row.dayDynamics,
    personal_conditions: row.personalConditions,
    special_situations: row.specialSituations,
    created_at: row.submittedAt.toISOString(),
  };
}

import type { DailyCheckin, TodayCheckin } from '@tera/domain';
import { i18n } from '../../../lib/i18n';

/** Every check-in test reads the screen's own texts, which load on demand in the app. */
export async function loadCheckinTexts(): Promise<void> {
  await i18n.loadNamespaces('checkin');
}

export const OPEN_TODAY: TodayCheckin = {
  date: '2026-03-10',
  hour: 10,
  workdayStartHour: 9,
  checkin: null,
  completed: false,
  allowed: true,
};

export function storedCheckin(overrides: Partial<DailyCheckin> = {}): DailyCheckin {
  return {
    id: '0b7c9d1e-2f3a-4b5c-8d6e-7f8091a2b3c4',
    user_id: 'user-1',
    check_in_date: OPEN_TODAY.date,
    energy: 7,
    mental_pressure: 4,
    personal_concerns: 3,
    motivation: 8,
    variability: null,
    work_modality: 'remote',
    day_dynamics: null,
    personal_conditions: null,
    special_situations: null,
    created_at: '2026-03-10T09:15:00.000Z',
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import type { DailyCheckin } from '@tera/domain';
import { checkinsToCsv } from './checkins-csv.ts';

const checkin: DailyCheckin = {
  id: '3f1b8c2a-9d4e-4f6a-8b7c-1d2e3f4a5b6c',
  user_id: 'u1',
  check_in_date: '2026-11-20',
  energy: 7,
  mental_pressure: 4,
  personal_concerns: 2,
  motivation: 8,
  variability: null,
  work_modality: 'remote',
  day_dynamics: ['many_meetings', 'busy_day'],
  personal_conditions: null,
  special_situations: null,
  created_at: '2026-11-20T10:15:00.000Z',
};

describe('check-ins as CSV', () => {
  it('writes a header and one line per check-in, tags joined in one cell', () => {
    expect(checkinsToCsv([checkin]).split('\r\n')).toEqual([
      'check_in_date,energy,mental_pressure,personal_concerns,motivation,work_modality,day_dynamics,personal_conditions,special_situations,created_at',
      '2026-11-20,7,4,2,8,remote,many_meetings;busy_day,,,2026-11-20T10:15:00.000Z',
      '',
    ]);
  });

  it('writes only the header when there is nothing', () => {
    expect(checkinsToCsv([])).toBe(
      'check_in_date,energy,mental_pressure,personal_concerns,motivation,work_modality,day_dynamics,personal_conditions,special_situations,created_at\r\n',
    );
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { pendingCheckinsStorageKey } from '@tera/domain';
import {
  forgetPendingCheckin,
  keepPendingCheckin,
  readPendingCheckins,
  type PendingCheckin,
} from './pending-checkins';
import { isCheckinPostponedOn, postponeCheckin } from './postponement';

function pending(date: string, submissionId: string): PendingCheckin {
  return {
    date,
    request: {
      energy: 3,
      mental_pressure: 8,
      personal_concerns: 5,
      motivation: 6,
      work_modality: null,
      day_dynamics: ['busy_day'],
      personal_conditions: null,
      special_situations: null,
      submission_id: submissionId,
      made_at: `${date}T10:05:00.000Z`,
    },
  };
}

const FIRST = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
const SECOND = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('check-ins kept on the device', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps each person’s check-ins apart, one per day', () => {
    expect(keepPendingCheckin('u1', pending('2026-03-09', FIRST))).toBe(true);
    keepPendingCheckin('u1', pending('2026-03-10', SECOND));
    keepPendingCheckin('u2', pending('2026-03-10', FIRST));
    expect(readPendingCheckins('u1').map((item) => item.request.submission_id)).toEqual([FIRST, SECOND]);
    expect(readPendingCheckins('u2')).toHaveLength(1);

    const redone = pending('2026-03-10', FIRST);
    keepPendingCheckin('u1', redone);
    expect(readPendingCheckins('u1').map((item) => item.date)).toEqual(['2026-03-09', '2026-03-10']);
    expect(readPendingCheckins('u1')).toHaveLength(2);
  });

  it('forgets a check-in by its submission id once it is sent', () => {
    keepPendingCheckin('u1', pending('2026-03-09', FIRST));
    keepPendingCheckin('u1', pending('2026-03-10', SECOND));
    forgetPendingCheckin('u1', FIRST);
    expect(readPendingCheckins('u1').map((item) => item.request.submission_id)).toEqual([SECOND]);
    forgetPendingCheckin('u1', SECOND);
    expect(window.localStorage.getItem(pendingCheckinsStorageKey('u1'))).toBeNull();
  });

  it('ignores what it cannot read instead of failing', () => {
    window.localStorage.setItem(pendingCheckinsStorageKey('u1'), '{not json');
    expect(readPendingCheckins('u1')).toEqual([]);
    window.localStorage.setItem(
      pendingCheckinsStorageKey('u1'),
      JSON.stringify([{ date: 'yesterday' }, pending('2026-03-10', FIRST)]),
    );
    expect(readPendingCheckins('u1')).toHaveLength(1);
  });

  it('postpones the prompt for the day it was chosen on only', () => {
    postponeCheckin('u1', '2026-03-10');
    expect(isCheckinPostponedOn('u1', '2026-03-10')).toBe(true);
    expect(isCheckinPostponedOn('u1', '2026-03-11')).toBe(false);
    expect(isCheckinPostponedOn('u2', '2026-03-10')).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READS, FIRST_SCREEN_READS, TEAM_PULSE_DEFAULT_DAYS } from '@tera/domain';
import { getTeamPulse } from '../features/leader-panel/api/team-pulse';
import { checkinKeys } from '../lib/checkin-keys';
import { authKeys } from '../lib/auth/session-api';
import { dashboardServer, me, profile } from '../testing/dashboard-server';
import { apiError, fakeApi } from '../testing/fake-api';
import { createTestQueryClient } from '../testing/render';
import { currentLanguage } from '../lib/i18n';
import { FIRST_READ_QUERIES, firstScreenReady } from './first-screen';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The languages dates were formatted in. `format` is a getter, which the DOM types declare as a method. */
function datesFormatted() {
  const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
  const format = vi.spyOn(prototype, 'format', 'get');
  return () =>
    format.mock.contexts.map((formatter) => (formatter as Intl.DateTimeFormat).resolvedOptions().locale);
}

describe('the first screen', () => {
  afterEach(async () => {
    // A signed-in screen's calendar task runs before the next test starts counting.
    await nextTask();
    vi.restoreAllMocks();
  });

  it('asks every read the domain lists for a first screen', () => {
    for (const read of Object.values(FIRST_SCREEN_READS).flat())
      expect(FIRST_READ_QUERIES).toHaveProperty(read);
  });

  it('names the leader panel’s team figures as the panel asks for them, so the browser’s copy is used', async () => {
    const { calls } = fakeApi({ 'GET /api/v1/team/pulse': () => apiError(500, 'INTERNAL_ERROR') });
    await getTeamPulse(TEAM_PULSE_DEFAULT_DAYS).catch(() => null);
    expect(calls.map((call) => `${call.path}?${call.query.toString()}`)).toEqual(EARLY_READS['/panel-lider']);
  });

  it('is drawn with the person and today’s check-in already in the cache', async () => {
    const person = me(profile());
    dashboardServer({ person });
    const client = createTestQueryClient();
    await firstScreenReady(client, { pathname: '/dashboard' });
    expect(client.getQueryData(authKeys.me)).toEqual(person);
    expect(client.getQueryData(checkinKeys.today(person.user.id))).toMatchObject({ allowed: true });
  });

  it('is drawn without waiting when the server cannot say who is signed in', async () => {
    const { calls } = fakeApi({ 'GET /api/v1/me': () => apiError(500, 'INTERNAL_ERROR') });
    const client = createTestQueryClient();
    await firstScreenReady(client, { pathname: '/dashboard' });
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/me']);
  });

  it('has the reader’s calendar data loaded in a task of its own, not by the render that shows the first date', async () => {
    dashboardServer({ person: me(profile()) });
    const languages = datesFormatted();
    await firstScreenReady(createTestQueryClient(), { pathname: '/dashboard' });
    expect(languages()).toEqual([]);
    await nextTask();
    expect(languages()).toEqual([currentLanguage()]);
  });

  it('leaves the calendar data alone when nobody is signed in', async () => {
    fakeApi({ 'GET /api/v1/me': () => apiError(401, 'UNAUTHORIZED') });
    const languages = datesFormatted();
    await firstScreenReady(createTestQueryClient(), { pathname: '/dashboard' });
    await nextTask();
    expect(languages()).toEqual([]);
  });
});

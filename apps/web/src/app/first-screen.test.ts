import { describe, expect, it } from 'vitest';
import { EARLY_READS, FIRST_SCREEN_READS, TEAM_PULSE_DEFAULT_DAYS } from '@tera/domain';
import { getTeamPulse } from '../features/leader-panel/api/team-pulse';
import { checkinKeys } from '../lib/checkin-keys';
import { authKeys } from '../lib/auth/session-api';
import { dashboardServer, me, profile } from '../testing/dashboard-server';
import { apiError, fakeApi } from '../testing/fake-api';
import { createTestQueryClient } from '../testing/render';
import { FIRST_READ_QUERIES, firstScreenReady } from './first-screen';

describe('the first screen', () => {
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
});

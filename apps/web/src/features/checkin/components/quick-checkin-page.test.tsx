import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSignedIn } from '../testing/render-signed-in';
import { loadCheckinTexts } from '../testing/checkin-fixtures';
import { checkinServer } from '../testing/checkin-server';
import { DailyCheckinScreen } from './daily-checkin-screen';
import { QuickCheckinPage } from './quick-checkin-page';
import { allowSlowRenders } from '../testing/patient-queries';

allowSlowRenders();

describe('check-in pages', () => {
  beforeEach(loadCheckinTexts);

  it('the quick check-in page is a page of its own with the whole check-in', async () => {
    checkinServer();
    renderSignedIn(<QuickCheckinPage />, '/quick-checkin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in rápido' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(await screen.findAllByRole('slider')).toHaveLength(4);
  });

  it("the daily check-in screen is titled 'Check-in Emocional Diario', in English too", async () => {
    checkinServer();
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('en');
    await loadCheckinTexts();
    renderSignedIn(<DailyCheckinScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Emotional Check-in' })).toBeTruthy();
    expect(await screen.findByRole('slider', { name: 'Mental pressure' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start check-in' })).toBeTruthy();
  });
});

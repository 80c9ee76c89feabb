import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenUsage } from '@tera/domain';
import { Card, CardTitle } from '../ui/card';

/** Usage's headline figures, read by a screen reader as terms and their values. */
export function UsageStats({ figures }: { figures: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map(({ label, value }) => (
        <div key={label} className="rounded-lg bg-surface-muted p-3">
          <dt className="text-sm text-fg-muted">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-fg tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A session's average length in whole minutes, or a dash of words when none ended. */
export function useSessionLength(seconds: number | null): string {
  const { t } = useTranslation('usage');
  return seconds === null ? t('noAverage') : t('minutes', { count: Math.max(1, Math.round(seconds / 60)) });
}

/** The screens used, busiest first, and how many were left out as used by too few people. */
export function ScreensCard({ screens, withheld }: { screens: readonly ScreenUsage[]; withheld: number }) {
  const { t } = useTranslation('usage');
  return (
    <Card className="space-y-3">
      <CardTitle>{t('screensTitle')}</CardTitle>
      {screens.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('noScreens')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-fg-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('screen')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('views')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('people')}
              </th>
            </tr>
          </thead>
          <tbody>
            {screens.map((screen) => (
              <tr key={screen.screen} className="border-t border-border">
                <th scope="row" className="py-2 pr-3 font-normal break-all">
                  <code>{screen.screen}</code>
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{screen.views}</td>
                <td className="py-2 text-right tabular-nums">{screen.people}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {withheld > 0 ? (
        <p className="text-sm text-fg-muted">{t('screensWithheld', { count: withheld })}</p>
      ) : null}
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { UNLIMITED_EMPLOYEES, type Seats } from '@tera/domain';
import { UsersIcon } from '../ui/icons';
import { cn } from '../../lib/cn';

/** Seats in use against the plan's limit: active people plus pending invitations. */
export function SeatsSummary({ seats }: { seats: Seats }) {
  const { t } = useTranslation('people');
  const unlimited = seats.max === UNLIMITED_EMPLOYEES;
  const share = unlimited || seats.max === 0 ? 0 : Math.min(100, Math.round((seats.used / seats.max) * 100));
  return (
    <div className="rounded-xl border border-border bg-surface p-4 shadow-card">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-fg">
          <UsersIcon />
        </span>
        <div>
          <p className="text-sm font-medium text-fg-muted">{t('seats.label')}</p>
          <p className="text-lg font-semibold text-fg">
            {unlimited
              ? t('seats.unlimited', { used: seats.used })
              : t('seats.used', { used: seats.used, max: seats.max })}
          </p>
        </div>
      </div>
      {!unlimited && (
        <div
          role="progressbar"
          aria-label={t('seats.label')}
          aria-valuemin={0}
          aria-valuemax={seats.max}
          aria-valuenow={Math.min(seats.used, seats.max)}
          className="mt-3 h-2 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className={cn(
              'h-full rounded-full',
              share >= 100 ? 'bg-danger' : share >= 80 ? 'bg-warning' : 'bg-primary',
            )}
            style={{ width: `${share}%` }}
          />
        </div>
      )}
      <p className="mt-2 text-sm text-fg-muted">{t('seats.hint')}</p>
    </div>
  );
}

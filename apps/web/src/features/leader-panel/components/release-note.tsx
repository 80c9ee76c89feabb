import { useTranslation } from 'react-i18next';
import type { TeamTodayResponse } from '@tera/domain';

/**
 * Why today's figures may not cover every answer: answers join them only in groups that single
 * nobody out, so the latest wait for enough others. Said with numbers when the server holds some
 * back, and as a possibility while part of the team has not answered, since the count itself
 * covers only the answers released.
 */
export function ReleaseNote({ today, threshold }: { today: TeamTodayResponse; threshold: number }) {
  const { t } = useTranslation('leaderPanel');
  const held = today.answered - today.counted;
  const batches = t('today.batches', { threshold });
  const sentences =
    held > 0
      ? [
          t('today.included', { counted: today.counted, answered: today.answered }),
          batches,
          today.answered >= today.teamSize
            ? t('today.heldForToday', { count: held })
            : t('today.heldUntilMore', { count: held }),
        ]
      : today.answered < today.teamSize
        ? [batches, t('today.mayBeHeld')]
        : [];
  if (sentences.length === 0) return null;
  return <p className="text-sm text-fg-muted">{sentences.join(' ')}</p>;
}

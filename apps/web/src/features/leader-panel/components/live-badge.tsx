import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { LiveState } from '../hooks/use-team-live-updates';

/** Whether today's figures follow the team live; says so in words, not only by colour. */
export function LiveBadge({ state }: { state: LiveState }) {
  const { t } = useTranslation('leaderPanel');
  if (state === 'unsupported') return null;
  return (
    <Badge tone={state === 'live' ? 'success' : 'neutral'}>
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${state === 'live' ? 'bg-success motion-safe:animate-pulse' : 'bg-fg-muted'}`}
      />
      {t(`live.${state}`)}
    </Badge>
  );
}

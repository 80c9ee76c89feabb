import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { hasCriticalFailure } from '@tera/domain';
import { Loading } from '../../../components/ui/loading';
import { loadNamespace } from '../../../lib/i18n';
import { useSystemStatus } from '../../../lib/system-status/get-system-status';
import type { StatusScreenMode } from './system-status-screen';

const SystemStatusScreen = lazy(async () => {
  const [screen] = await Promise.all([import('./system-status-screen'), loadNamespace('system')]);
  return { default: screen.SystemStatusScreen };
});

/**
 * Shows the configuration screen instead of the app when the server reports a critical failure,
 * cannot be reached at all, or when `?system=details` asks for it. The app renders meanwhile, so
 * a healthy start never waits for the check.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const status = useSystemStatus();

  let mode: StatusScreenMode | null = null;
  if (searchParams.get('system') === 'details') mode = 'details';
  else if (status.data && hasCriticalFailure(status.data)) mode = 'critical';
  // Once one answer has arrived, a later failed refresh keeps the app: it is a blip, not a setup.
  else if (status.isError && !status.data) mode = 'unreachable';

  if (!mode) return children;
  return (
    <Suspense fallback={<Loading className="min-h-dvh" />}>
      <SystemStatusScreen
        mode={mode}
        status={status.data}
        error={status.error}
        isChecking={status.isPending}
      />
    </Suspense>
  );
}

import { useSystemStatus } from '../../../lib/system-status/get-system-status';

/**
 * Whether this server has an AI provider, as its system status says; null while unknown (the
 * status not read yet, unreadable, or silent about the assistant), which is never read as "off".
 */
export function useAiAssistantAvailable(): boolean | null {
  const status = useSystemStatus();
  return status.data?.features.find((feature) => feature.name === 'aiAssistant')?.enabled ?? null;
}

import { useSystemStatus } from '../../../lib/system-status/get-system-status';

/** Whether this server has an AI provider, as the system status says; null while unknown. */
export function useAiAssistantAvailable(): boolean | null {
  const status = useSystemStatus();
  if (!status.data) return null;
  return status.data.features.find((feature) => feature.name === 'aiAssistant')?.enabled ?? false;
}

import { useTranslation } from 'react-i18next';
import { formatDateTime, normaliseLanguage } from '@tera/domain';
import { Badge } from '../../../../components/ui/badge';
import { QueryState } from '../../../../components/ui/query-state';
import { useApiKeyCalls } from '../../api/api-keys';

/** A key's latest calls, refused ones marked: what an admin reads to see what an integration does. */
export function KeyCalls({
  slug,
  keyId,
  name,
  timeZone,
}: {
  slug: string;
  keyId: string;
  name: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('apiKeys');
  const language = normaliseLanguage(i18n.language);
  const calls = useApiKeyCalls(slug, keyId);
  return (
    <section
      aria-label={t('calls.label', { name })}
      className="mt-3 rounded-lg border border-border bg-bg-subtle p-3"
    >
      <QueryState
        query={calls}
        failed={t('calls.loadError')}
        isEmpty={(list) => list.length === 0}
        empty={t('calls.empty')}
      >
        {(list) => (
          <ol className="divide-y divide-border text-sm">
            {list.map((call, index) => (
              <li
                key={`${call.calledAt}-${index}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
              >
                <code className="font-mono text-xs break-all text-fg">{call.operation}</code>
                <Badge tone={call.status < 400 ? 'success' : 'warning'}>
                  {call.status < 400 ? call.status : `${t('calls.refused')} · ${call.status}`}
                </Badge>
                <span className="text-fg-muted">
                  {formatDateTime(new Date(call.calledAt), language, timeZone)}
                  {call.clientAddress ? ` · ${t('calls.from', { address: call.clientAddress })}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { TEMPLATE_VARIABLES, type NotificationType } from '@tera/domain';

/** The type's variables, each a button that writes `{{ name }}` where the admin was typing. */
export function VariableChips({
  type,
  onInsert,
}: {
  type: NotificationType;
  onInsert: (variable: string) => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-fg">{t('templates.variables')}</p>
      <p className="text-xs text-fg-muted">{t('templates.variablesHint')}</p>
      <ul className="flex flex-wrap gap-2">
        {TEMPLATE_VARIABLES[type].map((variable) => (
          <li key={variable}>
            <button
              type="button"
              // Keeps the caret where it was, so the variable lands there.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(variable)}
              aria-label={t('templates.insert', {
                variable: `{{ ${variable} }}`,
                meaning: t(`variables.${variable}`),
              })}
              className="inline-flex min-h-9 items-center rounded-full border border-border-control bg-surface px-3 py-1 font-mono text-xs text-fg hover:bg-surface-muted"
            >
              {`{{ ${variable} }}`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card';

const QUESTIONS = ['privacy', 'reminder', 'password', 'leave', 'urgent'] as const;

/** Answers to common questions; each opens on its own with the browser's disclosure. */
export function HelpAnswers() {
  const { t } = useTranslation('support');
  return (
    <Card>
      <CardTitle className="text-lg">{t('help.title')}</CardTitle>
      <div className="mt-3 grid gap-2">
        {QUESTIONS.map((key) => (
          <details key={key} className="rounded-lg border border-border p-3">
            <summary className="cursor-pointer font-medium text-fg">{t(`help.questions.${key}.q`)}</summary>
            <p className="mt-2 text-sm text-fg-muted">{t(`help.questions.${key}.a`)}</p>
          </details>
        ))}
      </div>
    </Card>
  );
}

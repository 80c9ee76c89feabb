import { useTranslation } from 'react-i18next';
import type { SurveyMode } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';

/** Says whether answers are anonymous or named to the company's admins: before the first question and on every screen. */
export function ModeNotice({ mode }: { mode: SurveyMode }) {
  const { t } = useTranslation('surveys');
  return (
    <Alert tone={mode === 'anonymous' ? 'info' : 'warning'} title={t(`mode.${mode}.title`)}>
      {t(`mode.${mode}.body`)}
    </Alert>
  );
}

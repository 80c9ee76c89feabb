import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, normaliseLanguage, textIn, type SurveyDetail } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { describeError, refusalText } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useSaveAsTemplateMutation, useSurveyActionMutation, type SurveyAction } from '../api/surveys';
import { CheckinBesideResults } from './checkin-beside-results';
import { LaunchForm } from './launch-form';
import { SurveyResultsView } from './survey-results-view';
import { useDayOfMonth } from '../../../lib/use-day-of-month';

export const STATUS_TONES = {
  draft: 'neutral',
  scheduled: 'info',
  open: 'success',
  closed: 'warning',
  archived: 'neutral',
} as const;

/** One survey: its status and what can be done with it now, the launch form for a draft, and its results. */
export function SurveyDetailView({
  slug,
  survey,
  today,
  onEdit,
  onOpen,
}: {
  slug: string;
  survey: SurveyDetail;
  today: string;
  onEdit: () => void;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('surveys');
  const language = normaliseLanguage(i18n.language);
  const day = useDayOfMonth();
  const action = useSurveyActionMutation(slug, survey.id);
  const template = useSaveAsTemplateMutation(slug, survey.id);
  const [reopenUntil, setReopenUntil] = useState(addDays(today, 7));
  const run = (next: SurveyAction) =>
    action.mutate(next, {
      onSuccess: (saved) => {
        notify.success(t(`actions.done.${next.kind}`));
        if (next.kind === 'duplicate') onOpen(saved.survey.id);
      },
    });
  const { status } = survey;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">{textIn(survey.title, language, survey.languages)}</h2>
        <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>
        <Badge tone="primary">{t(`mode.${survey.mode}.title`)}</Badge>
      </div>
      {survey.opensOn && (
        <p className="text-sm text-fg-muted">
          {t('detail.dates', {
            opensOn: day(survey.opensOn),
            closesOn: survey.closesOn ? day(survey.closesOn) : '',
          })}
          {survey.recurrence !== 'none' && ` · ${t(`launch.recurrences.${survey.recurrence}`)}`}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {status === 'draft' && <Button onClick={onEdit}>{t('actions.edit')}</Button>}
        {status === 'open' && <Button onClick={() => run({ kind: 'close' })}>{t('actions.close')}</Button>}
        {status === 'scheduled' && (
          <Button variant="secondary" onClick={() => run({ kind: 'unschedule' })}>
            {t('actions.unschedule')}
          </Button>
        )}
        {(status === 'draft' || status === 'closed') && (
          <Button variant="secondary" onClick={() => run({ kind: 'archive' })}>
            {t('actions.archive')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => run({ kind: 'duplicate' })}>
          {t('actions.duplicate')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            template.mutate(undefined, { onSuccess: () => notify.success(t('actions.done.template')) })
          }
        >
          {t('actions.saveTemplate')}
        </Button>
      </div>
      {status === 'closed' && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            run({ kind: 'reopen', closesOn: reopenUntil });
          }}
        >
          <Field label={t('actions.reopenUntil')}>
            {(control) => (
              <Input
                {...control}
                type="date"
                min={today}
                value={reopenUntil}
                onChange={(event) => setReopenUntil(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary">
            {t('actions.reopen')}
          </Button>
        </form>
      )}
      {action.isError && (
        <Alert tone="danger" role="alert">
          {isApiError(action.error) && action.error.reason
            ? refusalText(action.error.reason)
            : describeError(action.error)}
        </Alert>
      )}
      {status === 'draft' && <LaunchForm slug={slug} surveyId={survey.id} today={today} />}
      {status !== 'draft' && status !== 'scheduled' ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <SurveyResultsView slug={slug} survey={survey} />
          <CheckinBesideResults slug={slug} survey={survey} today={today} />
        </div>
      ) : null}
    </div>
  );
}

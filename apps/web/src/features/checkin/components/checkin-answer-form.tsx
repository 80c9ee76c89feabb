import { useId, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHECKIN_INDICATORS, type CheckinSubmission, type TodayCheckin } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form/form';
import type { FailureOptions } from '../../../components/ui/form/server-errors';
import { useSubmitCheckin } from '../api/submit-checkin';
import { progressOf, type CheckinAnswers } from '../hooks/use-checkin-answers';
import { useCheckinDraft } from '../hooks/use-checkin-draft';
import { useCheckinInsight } from '../hooks/use-checkin-insight';
import { usePinnedBarSpace } from '../hooks/use-pinned-bar-space';
import { ContextTags } from './context-tags';
import { IndicatorSlider } from './indicator-slider';
import { InsightCard } from './insight-card';
import { ProgressTracker } from './progress-tracker';

// The submit has already said every failure in a toast (or kept the check-in on the device): the form
// adds only the server's field errors, beside their fields.
const FAILURE: FailureOptions<CheckinAnswers> = { describe: () => null };

interface CheckinAnswerFormProps {
  userId: string | null;
  today: TodayCheckin | undefined;
  onCompleted?: (() => void) | undefined;
}

/**
 * The four sliders, the context tags, the live analysis and the progress with its submit button;
 * answers left unsent earlier that day are back in place, and the form says so. In one column the
 * progress and its button stay pinned to the bottom of the screen, so they are always at hand.
 */
export function CheckinAnswerForm({ userId, today, onCompleted }: CheckinAnswerFormProps) {
  const { t } = useTranslation('checkin');
  const indicatorsTitleId = useId();
  const { form, restored } = useCheckinDraft(userId, today?.date);
  const insight = useCheckinInsight(form.control);
  const progress = useWatch({ control: form.control, compute: progressOf });
  const { submit, isSubmitting } = useSubmitCheckin({ userId, today, onCompleted });
  const submitBar = useRef<HTMLDivElement>(null);
  usePinnedBarSpace(submitBar);

  const send = async (answers: CheckinSubmission) => {
    const outcome = await submit({ answers, withInsights: insight.phase === 'ready' });
    // Too little answered: take the person straight to the first thing to answer.
    if (outcome === 'incomplete') form.setFocus(CHECKIN_INDICATORS[0]);
  };

  return (
    <Form form={form} onSubmit={send} failure={FAILURE} className="grid gap-4 lg:grid-cols-[1.4fr_1fr]">
      {restored && (
        <Alert tone="info" role="status" className="lg:col-span-2">
          {t('draftRestored')}
        </Alert>
      )}
      <div className="space-y-4">
        <Card>
          <section aria-labelledby={indicatorsTitleId} className="space-y-4">
            <div>
              <h2 id={indicatorsTitleId} className="text-lg font-semibold text-fg">
                {t('indicators.title')}
              </h2>
              <p className="mt-1 text-sm text-fg-muted">{t('indicators.hint')}</p>
            </div>
            {CHECKIN_INDICATORS.map((indicator) => (
              <Controller
                key={indicator}
                control={form.control}
                name={indicator}
                render={({ field, fieldState }) => (
                  <IndicatorSlider
                    indicator={indicator}
                    value={field.value}
                    onChange={field.onChange}
                    ref={field.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </section>
        </Card>
        <Card>
          <ContextTags />
        </Card>
      </div>
      {/* In one column this box dissolves, so the bar can stick anywhere along the whole form. */}
      <div className="contents lg:sticky lg:top-4 lg:block lg:space-y-4 lg:self-start">
        <InsightCard insight={insight} />
        <Card
          ref={submitBar}
          className="max-lg:sticky max-lg:bottom-[max(0.75rem,env(safe-area-inset-bottom))] max-lg:z-10 max-lg:p-3 max-lg:shadow-lg"
        >
          {/* Busy only while the check-in is sent: a submit the preconditions refuse never looks sent. */}
          <ProgressTracker percent={progress} isSubmitting={isSubmitting} />
        </Card>
      </div>
    </Form>
  );
}

import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKIN_INDICATORS, type TodayCheckin } from '@tera/domain';
import { Card } from '../../../components/ui/card';
import { useSubmitCheckin } from '../api/submit-checkin';
import { useCheckinAnswers } from '../hooks/use-checkin-answers';
import { useCheckinInsight } from '../hooks/use-checkin-insight';
import { ContextTags } from './context-tags';
import { IndicatorSlider } from './indicator-slider';
import { InsightCard } from './insight-card';
import { ProgressTracker } from './progress-tracker';

interface CheckinAnswerFormProps {
  userId: string | null;
  today: TodayCheckin | undefined;
  onCompleted?: (() => void) | undefined;
}

/** The four sliders, the context tags, the live analysis and the progress with its submit button. */
export function CheckinAnswerForm({ userId, today, onCompleted }: CheckinAnswerFormProps) {
  const { t } = useTranslation('checkin');
  const indicatorsTitleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, tags, progress, setValue, setTagGroup } = useCheckinAnswers();
  const insight = useCheckinInsight(values);
  const { submit, isSubmitting } = useSubmitCheckin({ userId, today, onCompleted });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const outcome = submit({ values, tags, withInsights: insight.phase === 'ready' });
    // Too little answered: take the person straight to the first thing to answer.
    if (outcome === 'incomplete') formRef.current?.querySelector<HTMLElement>('[role="slider"]')?.focus();
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="grid gap-4 lg:grid-cols-[1.4fr_1fr]">
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
              <IndicatorSlider
                key={indicator}
                indicator={indicator}
                value={values[indicator]}
                onChange={(value) => setValue(indicator, value)}
              />
            ))}
          </section>
        </Card>
        <Card>
          <ContextTags tags={tags} onChange={setTagGroup} />
        </Card>
      </div>
      <div className="space-y-4 lg:sticky lg:top-4 lg:self-start">
        <InsightCard insight={insight} />
        <Card>
          <ProgressTracker percent={progress} isSubmitting={isSubmitting} />
        </Card>
      </div>
    </form>
  );
}

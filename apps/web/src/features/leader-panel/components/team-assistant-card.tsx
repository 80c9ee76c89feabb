import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TEAM_ASSISTANT_QUESTION_MAX } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { isApiError, type FeatureBlock } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { FeatureGateDialog } from '../../../components/access/feature-gate-dialog';
import { useFeatureAccess } from '../../../lib/access/use-feature-access';
import { useAskAssistant } from '../api/team-assistant';
import { useAiAssistantAvailable } from '../hooks/use-ai-assistant-available';

const questionSchema = z.object({
  question: z.string().trim().min(1, 'leaderPanel:assistant.emptyQuestion'),
});

/** The team assistant (aiInsights): questions answered from the panel's own figures only. */
export function TeamAssistantCard() {
  const { t } = useTranslation('leaderPanel');
  const titleId = useId();
  const available = useAiAssistantAvailable();
  const { access } = useFeatureAccess('aiInsights');
  const ask = useAskAssistant();
  const form = useAppForm({ schema: questionSchema, defaultValues: { question: '' } });
  const [block, setBlock] = useState<FeatureBlock | null>(null);
  // Only the server's status says the assistant is off; a failed question (the provider down for a
  // moment) keeps the form, so the same question can be asked again.
  const unavailable = available === false;

  // A plan without the assistant gets the upgrade dialog, whatever has been typed.
  const offerUpgrade = (event: MouseEvent) => {
    if (!access || access.allowed) return;
    event.preventDefault();
    setBlock({
      blockReason: access.reason,
      currentPlan: access.currentPlan,
      requiredPlan: access.requiredPlan,
    });
  };

  // The answer and its failure are shown below the form, from the request's own state.
  const submit = ({ question }: { question: string }) => {
    ask.mutate(question, {
      onError: (error) => {
        if (isApiError(error) && error.featureBlock) setBlock(error.featureBlock);
      },
    });
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4">
      <div>
        <div className="flex items-center gap-2">
          <CardTitle id={titleId}>{t('assistant.title')}</CardTitle>
          <Badge tone="primary">{t('analysis.badge')}</Badge>
        </div>
        <CardDescription>{t('assistant.description')}</CardDescription>
      </div>
      {unavailable ? (
        <Alert tone="info" role="status" title={t('assistant.unavailableTitle')}>
          {t('assistant.unavailable')}
        </Alert>
      ) : (
        <Form form={form} onSubmit={submit} className="space-y-3">
          <TextareaField
            name="question"
            label={t('assistant.question')}
            hint={t('assistant.privacy')}
            maxLength={TEAM_ASSISTANT_QUESTION_MAX}
            rows={3}
            placeholder={t('assistant.placeholder')}
          />
          <SubmitButton
            isLoading={ask.isPending}
            loadingText={t('assistant.thinking')}
            onClick={offerUpgrade}
          >
            {t('assistant.ask')}
          </SubmitButton>
        </Form>
      )}
      <div aria-live="polite">
        {ask.data && !ask.isPending && (
          <div className="rounded-lg bg-surface-muted p-4 text-sm whitespace-pre-line text-fg">
            <p className="mb-1 font-semibold">{t('assistant.answer')}</p>
            {ask.data.answer}
          </div>
        )}
        {ask.isError && !unavailable && !(isApiError(ask.error) && ask.error.featureBlock) && (
          <Alert tone="danger" role="alert" title={t('assistant.error')}>
            {describeError(ask.error)}
          </Alert>
        )}
      </div>
      <FeatureGateDialog block={block} onClose={() => setBlock(null)} />
    </Card>
  );
}

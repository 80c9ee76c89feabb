import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_ASSISTANT_QUESTION_MAX } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError, type FeatureBlock } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { FeatureGateDialog } from '../../access/components/feature-gate-dialog';
import { useFeatureAccess } from '../../access/hooks/use-feature-access';
import { useAskAssistant } from '../api/team-assistant';
import { useAiAssistantAvailable } from '../hooks/use-ai-assistant-available';

/** The team assistant (aiInsights): questions answered from the panel's own figures only. */
export function TeamAssistantCard() {
  const { t } = useTranslation('leaderPanel');
  const titleId = useId();
  const questionId = useId();
  const hintId = useId();
  const available = useAiAssistantAvailable();
  const { access } = useFeatureAccess('aiInsights');
  const ask = useAskAssistant();
  const [question, setQuestion] = useState('');
  const [block, setBlock] = useState<FeatureBlock | null>(null);
  const [empty, setEmpty] = useState(false);
  const unavailable =
    available === false || (isApiError(ask.error) && ask.error.code === 'AI_SERVICE_UNAVAILABLE');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (access && !access.allowed) {
      setBlock({
        blockReason: access.reason,
        currentPlan: access.currentPlan,
        requiredPlan: access.requiredPlan,
      });
      return;
    }
    const trimmed = question.trim();
    setEmpty(trimmed === '');
    if (trimmed === '') return;
    ask.mutate(trimmed, {
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
        <form onSubmit={submit} className="space-y-3" noValidate>
          <label htmlFor={questionId} className="block text-sm font-medium text-fg">
            {t('assistant.question')}
          </label>
          <Textarea
            id={questionId}
            value={question}
            maxLength={TEAM_ASSISTANT_QUESTION_MAX}
            rows={3}
            aria-describedby={hintId}
            aria-invalid={empty || undefined}
            placeholder={t('assistant.placeholder')}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <p id={hintId} className={`text-xs ${empty ? 'text-danger' : 'text-fg-muted'}`}>
            {empty ? t('assistant.emptyQuestion') : t('assistant.privacy')}
          </p>
          <Button type="submit" isLoading={ask.isPending} loadingText={t('assistant.thinking')}>
            {t('assistant.ask')}
          </Button>
        </form>
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

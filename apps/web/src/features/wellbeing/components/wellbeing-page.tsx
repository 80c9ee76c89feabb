import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXERCISE_IDS, EXERCISES, suggestExercise, type ExerciseId } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { useActor } from '../../../lib/auth/use-actor';
import { useSessionsOnQuery, useTodayCheckinQuery } from '../api/exercise-sessions';
import { ExerciseSessionView } from './exercise-session-view';

/** /wellbeing: the four guided exercises and one suggested from today's own check-in. */
export function WellbeingPage() {
  const { t } = useTranslation('wellbeing');
  const userId = useActor()?.userId ?? '';
  const [active, setActive] = useState<ExerciseId | null>(null);
  const today = useTodayCheckinQuery(userId);
  const sessions = useSessionsOnQuery(userId, today.data?.date);
  // Without an answer (offline, an error) the suggestion falls back as with no check-in.
  const suggestion = today.isPending ? null : suggestExercise(today.data?.checkin ?? null);

  return (
    <div className="space-y-6">
      <PageTitle page="wellbeing" />
      <PageHeader title={t('title')} lead={t('lead')} />
      {active ? (
        <ExerciseSessionView exerciseId={active} userId={userId} onClose={() => setActive(null)} />
      ) : (
        <>
          <section aria-live="polite">
            {suggestion ? (
              <Card className="space-y-2 border-primary/40">
                <Badge tone="info">{t('suggested')}</Badge>
                <CardTitle className="text-xl">{t(`exercises.${suggestion.exercise}.name`)}</CardTitle>
                <CardDescription>{t(`reasons.${suggestion.reason}`)}</CardDescription>
                <Button onClick={() => setActive(suggestion.exercise)}>
                  {t('start')} · {t('minutes', { count: EXERCISES[suggestion.exercise].minutes })}
                </Button>
              </Card>
            ) : (
              <p className="text-fg-muted">{t('suggestionLoading')}</p>
            )}
          </section>
          {sessions.data && sessions.data.sessions.length > 0 ? (
            <p className="text-fg-muted">{t('today', { count: sessions.data.sessions.length })}</p>
          ) : null}
          <ul className="grid gap-4 sm:grid-cols-2">
            {EXERCISE_IDS.map((id) => (
              <li key={id}>
                <Card className="flex h-full flex-col gap-2">
                  <CardTitle className="text-lg">{t(`exercises.${id}.name`)}</CardTitle>
                  <p className="text-sm text-fg-muted">{t('minutes', { count: EXERCISES[id].minutes })}</p>
                  <CardDescription className="flex-1">{t(`exercises.${id}.description`)}</CardDescription>
                  <Button
                    variant="secondary"
                    onClick={() => setActive(id)}
                    aria-label={`${t('start')}: ${t(`exercises.${id}.name`)}`}
                  >
                    {t('start')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

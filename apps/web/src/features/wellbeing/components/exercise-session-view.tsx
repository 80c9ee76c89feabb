import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXERCISES,
  exerciseProgress,
  nextExerciseSession,
  READY_SESSION,
  sessionElapsedMs,
  type ExerciseId,
  type ExerciseSession,
  type ExerciseSessionEvent,
} from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useRecordSessionMutation } from '../api/exercise-sessions';
import { BreathCircle } from './breath-circle';
import { useSessionCues } from './session-cues';

// Often enough for a second-by-second count; the position itself always comes from the clock.
const TICK_MS = 250;

const minutesAndSeconds = (ms: number) => {
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * A guided session (docs/product/personal-wellbeing.md#the-session): start → step by step →
 * completed → repeat or finish, timed by the clock. A completed round is recorded once.
 */
export function ExerciseSessionView({
  exerciseId,
  userId,
  onClose,
}: {
  exerciseId: ExerciseId;
  userId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('wellbeing');
  const exercise = EXERCISES[exerciseId];
  const [session, dispatch] = useReducer(
    (state: ExerciseSession, event: ExerciseSessionEvent) => nextExerciseSession(exercise, state, event),
    READY_SESSION,
    (ready) => nextExerciseSession(exercise, ready, { type: 'start', now: Date.now() }),
  );
  const [now, setNow] = useState(() => Date.now());
  const [sound, setSound] = useState(false);
  const [vibration, setVibration] = useState(false);
  const cue = useSessionCues({ sound, vibration });
  const record = useRecordSessionMutation(userId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const soundId = useId();
  const vibrationId = useId();

  const running = session.status === 'running';
  const paused = running && session.pausedAt !== null;
  const progress = exerciseProgress(exercise, sessionElapsedMs(session, now));
  const step = exercise.steps[progress.stepIndex]!;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      dispatch({ type: 'tick', now: at });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const cueKey = running ? `${progress.stepIndex}:${progress.breath?.phase ?? ''}` : session.status;
  const lastCue = useRef(cueKey);
  useEffect(() => {
    if (lastCue.current !== cueKey) cue();
    lastCue.current = cueKey;
  }, [cueKey, cue]);

  const round = session.status === 'completed' ? session.round : null;
  useEffect(() => {
    if (round === null) return;
    headingRef.current?.focus();
    record.mutate(
      { session_id: crypto.randomUUID(), exercise: exerciseId },
      { onError: (error) => notify.error(t('session.notRecorded', { reason: describeError(error) })) },
    );
    // One record per completed round; the mutation object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, exerciseId]);

  useEffect(() => {
    if (!running) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('button, input, select, textarea, a'))
        return;
      if (event.key === ' ') {
        event.preventDefault();
        dispatch({ type: paused ? 'resume' : 'pause', now: Date.now() });
      } else if (event.key === 'Escape') {
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [running, paused, onClose]);

  const name = t(`exercises.${exerciseId}.name`);
  return (
    <Card className="space-y-5" aria-labelledby="exercise-heading">
      <CardTitle id="exercise-heading" ref={headingRef} tabIndex={-1} className="text-xl">
        {name}
      </CardTitle>
      {session.status === 'finished' ? (
        <div className="space-y-4">
          <p role="status">{t('session.finished')}</p>
          <Button onClick={onClose}>{t('session.leave')}</Button>
        </div>
      ) : session.status === 'completed' ? (
        <div className="space-y-4">
          <p role="status" className="text-lg font-semibold">
            {t('session.completed')}
          </p>
          <p>{t('session.completedLead', { name })}</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => dispatch({ type: 'repeat', now: Date.now() })}>
              {t('session.repeat')}
            </Button>
            <Button variant="secondary" onClick={() => dispatch({ type: 'finish' })}>
              {t('session.finish')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-5">
          <div
            role="progressbar"
            aria-label={t('session.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress.fraction * 100)}
            className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${progress.fraction * 100}%` }} />
          </div>
          <div aria-live="polite" className="space-y-1">
            <p className="text-sm text-fg-muted">
              {t('session.step', { current: progress.stepIndex + 1, total: exercise.steps.length })}
              {paused ? ` · ${t('session.paused')}` : ''}
            </p>
            <p className="text-lg text-fg">
              {t(`steps.${exerciseId}.${step.key}` as 'steps.mindful_moment.arrive')}
            </p>
          </div>
          <BreathCircle breath={progress.breath} paused={paused} />
          <p className="text-center text-sm text-fg-muted">
            {t('session.remaining', { time: minutesAndSeconds(progress.totalRemainingMs) })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => dispatch({ type: paused ? 'resume' : 'pause', now: Date.now() })}>
              {paused ? t('session.resume') : t('session.pause')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('session.leave')}
            </Button>
          </div>
          <p className="text-sm text-fg-muted">{t('session.keys')}</p>
          <div className="flex flex-wrap gap-6">
            <div className="flex items-center gap-2">
              <Switch checked={sound} onChange={setSound} labelledBy={soundId} />
              <span id={soundId}>{t('session.sound')}</span>
            </div>
            <div className="flex items-center gap-2">
              <Switch checked={vibration} onChange={setVibration} labelledBy={vibrationId} />
              <span id={vibrationId}>{t('session.vibration')}</span>
            </div>
          </div>
        </div>
      )}
    </Card>
  );
}

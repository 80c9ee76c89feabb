import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { useCheckinDay } from '../hooks/use-checkin-day';
import type { DailyCheckinFormProps } from './daily-checkin-form';

// Every signed-in page carries this screen for the prompt, but few open it: the form loads then.
const DailyCheckinForm = lazy(() =>
  import('./daily-checkin-form').then((module) => ({ default: module.DailyCheckinForm })),
);

interface DailyCheckinScreenProps extends DailyCheckinFormProps {
  /**
   * When the screen stands in for the app (after the prompt), the way back into it: 'Continuar'
   * once today is done, 'Hacerlo más tarde' before. `done` says which one was pressed.
   */
  onLeave?: (done: boolean) => void;
}

interface ScreenHeaderProps {
  titleId: string;
  onLeave?: ((done: boolean) => void) | undefined;
}

function ScreenHeader({ titleId, onLeave }: ScreenHeaderProps) {
  const { t } = useTranslation('checkin');
  const { done } = useCheckinDay();
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 id={titleId} className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          {t('screen.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-fg-muted">{t('screen.lead')}</p>
      </div>
      {onLeave && (
        // A new button rather than a restyled one: a colour transition would pass through low contrast.
        <Button
          key={done ? 'continue' : 'later'}
          variant={done ? 'primary' : 'secondary'}
          onClick={() => onLeave(done)}
          className="self-start"
        >
          {t(done ? 'screen.continue' : 'prompt.later')}
        </Button>
      )}
    </header>
  );
}

/** 'Check-in Emocional Diario' as a whole screen. */
export function DailyCheckinScreen({ onLeave, ...formProps }: DailyCheckinScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto w-full max-w-page px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle page="checkin" />
      {/* The screen's texts and form load with it; 'Cargando...' covers that moment. */}
      <Suspense fallback={<Loading label={t('loading')} />}>
        <ScreenHeader titleId={titleId} onLeave={onLeave} />
        <DailyCheckinForm {...formProps} />
      </Suspense>
    </section>
  );
}

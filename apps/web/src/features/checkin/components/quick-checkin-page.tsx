import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { DailyCheckinForm } from './daily-checkin-form';

function QuickCheckinContent() {
  const { t } = useTranslation('checkin');
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('quick.title')}</h1>
      <p className="mt-2 mb-6 text-fg-muted">{t('quick.lead')}</p>
      <DailyCheckinForm />
    </>
  );
}

/** The quick check-in page, which has no route of its own: ready to mount where it is needed. */
export function QuickCheckinPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto w-full max-w-page px-4 py-6 sm:px-6 sm:py-10">
      <Suspense fallback={<Loading label={t('loading')} />}>
        <QuickCheckinContent />
      </Suspense>
    </main>
  );
}

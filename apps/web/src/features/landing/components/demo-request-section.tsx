import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { canTellNearScreen, useWhenNearScreen } from '../../../lib/use-near-screen';

let wantForm: () => void = () => undefined;
const formWanted = new Promise<void>((resolve) => {
  wantForm = resolve;
});

// The form sits far below the fold and brings the form library and the shared validation (zod)
// with it: its code is fetched once the section is on screen or the page is scrolled, not by every
// visit right after the page appears. The prerendered page has the form drawn already, its button
// disabled until then; what is typed in it meanwhile stays.
const DemoRequestForm = lazy(async () => {
  if (canTellNearScreen()) await formWanted;
  const { DemoRequestForm: form } = await import('./demo-request-form');
  return { default: form };
});

function DemoRequestFormPlaceholder() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loading')} className="space-y-4">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-11 w-40" />
    </div>
  );
}

export function DemoRequestSection() {
  const { t } = useTranslation('landing');
  const includes = t('demo.includes', { returnObjects: true });
  const ref = useWhenNearScreen<HTMLElement>(wantForm);
  return (
    <section ref={ref} id="demo" aria-labelledby="demo-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto grid max-w-page gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 id="demo-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
            {t('demo.title')}
          </h2>
          <p className="mt-4 text-lg text-fg-muted">{t('demo.lead')}</p>
          <ul className="mt-8 space-y-4">
            {includes.map((item) => (
              <li key={item} className="flex gap-3 text-fg">
                <CheckCircleIcon className="mt-0.5 text-primary" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-8">
          <Suspense fallback={<DemoRequestFormPlaceholder />}>
            <DemoRequestForm />
          </Suspense>
        </div>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';

const STEPS = ['one', 'two', 'three'] as const;

export function StepsSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="steps-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <h2 id="steps-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
          {t('steps.title')}
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-fg"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-fg">{t(`steps.${step}.title`)}</h3>
                <p className="mt-1 text-fg-muted">{t(`steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

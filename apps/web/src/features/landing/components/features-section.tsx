import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChartIcon,
  GaugeIcon,
  PulseIcon,
  ShieldIcon,
  SparklesIcon,
  UsersIcon,
} from '../../../components/ui/icons';

const FEATURES = [
  { key: 'checkin', Icon: PulseIcon },
  { key: 'insights', Icon: SparklesIcon },
  { key: 'pulse', Icon: GaugeIcon },
  { key: 'leader', Icon: UsersIcon },
  { key: 'people', Icon: ChartIcon },
  { key: 'privacy', Icon: ShieldIcon },
] as const satisfies ReadonlyArray<{ key: string; Icon: ComponentType<{ className?: string }> }>;

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="producto"
      aria-labelledby="features-title"
      className="scroll-mt-20 bg-bg-subtle py-16 sm:py-24"
    >
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
            {t('features.title')}
          </h2>
          <p className="mt-4 text-lg text-fg-muted">{t('features.lead')}</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl border border-border bg-surface p-6 shadow-card">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-fg">{t(`features.${key}.title`)}</h3>
              <p className="mt-2 text-fg-muted">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

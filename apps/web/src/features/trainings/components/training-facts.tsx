import { useTranslation } from 'react-i18next';
import type { TrainingModality, TrainingSource } from '@tera/domain';

/** Modality, source and hours of a training, as one line. */
export function TrainingFacts({
  modality,
  source,
  durationHours,
}: {
  modality: TrainingModality;
  source: TrainingSource;
  durationHours: number | null;
}) {
  const { t } = useTranslation('trainings');
  const parts = [
    t(`modalities.${modality}`),
    t(`sources.${source}`),
    durationHours === null ? t('noHours') : t('hours', { count: durationHours }),
  ];
  return <p className="text-sm text-fg-muted">{parts.join(' · ')}</p>;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Training } from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { TrainingFacts } from './training-facts';

/** One catalogue entry; its video only when the plan gives video content. */
export function TrainingCard({ training, actions }: { training: Training; actions?: ReactNode }) {
  const { t } = useTranslation('trainings');
  return (
    <Card className="space-y-2">
      <CardTitle className="text-lg">{training.name}</CardTitle>
      <TrainingFacts
        modality={training.modality}
        source={training.source}
        durationHours={training.durationHours}
      />
      {training.description ? <p className="text-fg">{training.description}</p> : null}
      <div className="flex flex-wrap gap-4 text-sm">
        {training.link ? (
          <a className="text-primary underline" href={training.link} target="_blank" rel="noreferrer">
            {t('catalogue.open', { name: training.name })}
          </a>
        ) : null}
        {training.videoUrl ? (
          <a className="text-primary underline" href={training.videoUrl} target="_blank" rel="noreferrer">
            {t('catalogue.video', { name: training.name })}
          </a>
        ) : null}
        {training.videoLocked ? <span className="text-fg-muted">{t('catalogue.videoLocked')}</span> : null}
      </div>
      {actions}
    </Card>
  );
}

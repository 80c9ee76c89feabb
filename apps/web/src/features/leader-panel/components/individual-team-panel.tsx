import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { ChartIcon, PulseIcon, SparklesIcon } from '../../../components/ui/icons';
import { FeatureGateDialog } from '../../../components/access/feature-gate-dialog';
import { useFeatureAccess } from '../../../lib/access/use-feature-access';
import { featureBlockOf } from '../../../lib/access/use-feature-block-dialog';

const TEAM_FEATURES = [
  { key: 'pulse', Icon: PulseIcon },
  { key: 'trends', Icon: ChartIcon },
  { key: 'analysis', Icon: SparklesIcon },
] as const;

/**
 * The leader panel as a person without a company finds it: what a team gets, behind the
 * 'Funcionalidad Empresarial' dialog, which opens on arrival and again from the page.
 */
export function IndividualTeamPanel() {
  const { t } = useTranslation(['leaderPanel', 'auth']);
  // The panel's figures are the plans' basic analytics; for an individual the gate says why not.
  const { access } = useFeatureAccess('basicAnalytics');
  const [isDialogOpen, setDialogOpen] = useState(true);

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('individual.lead')} />
      <Card className="space-y-5">
        <ul className="grid gap-4 sm:grid-cols-3">
          {TEAM_FEATURES.map(({ key, Icon }) => (
            <li key={key} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-fg">{t(`individual.features.${key}.title`)}</span>
                <span className="block text-sm text-fg-muted">{t(`individual.features.${key}.body`)}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <Link to="/company-onboarding" className={buttonClasses()}>
            {t('auth:gate.createCompany')}
          </Link>
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            {t('individual.whyLocked')}
          </Button>
        </div>
      </Card>
      <FeatureGateDialog
        block={isDialogOpen ? featureBlockOf(access) : null}
        onClose={() => setDialogOpen(false)}
      />
    </div>
  );
}

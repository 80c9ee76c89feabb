import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';

/** A company without teams has no breakdown yet: teams are made beside the employee list. */
export function NoTeams({ slug }: { slug: string }) {
  const { t } = useTranslation('companyAdmin');
  return (
    <div className="space-y-2 rounded-lg bg-surface-muted p-4 text-sm">
      <p className="text-fg-muted">{t('teams.none')}</p>
      <TextLink to={`/empresa/${slug}/admin/employees`}>{t('teams.createTeams')}</TextLink>
    </div>
  );
}

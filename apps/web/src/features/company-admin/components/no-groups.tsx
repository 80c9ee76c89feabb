import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import type { BreakdownGroups } from './team-rows';

const MANAGE = { teams: 'teams.createTeams', departments: 'departments.setDepartments' } as const;

/**
 * A company without teams, or whose people name no department, has no breakdown yet: both are set
 * beside the employee list.
 */
export function NoGroups({ slug, groups }: { slug: string; groups: BreakdownGroups }) {
  const { t } = useTranslation('companyAdmin');
  return (
    <div className="space-y-2 rounded-lg bg-surface-muted p-4 text-sm">
      <p className="text-fg-muted">{t(`${groups}.none`)}</p>
      <TextLink to={`/empresa/${slug}/admin/employees`}>{t(MANAGE[groups])}</TextLink>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';

/** Nobody active names a department yet: a person's department is set in the employee list. */
export function NoDepartments({ slug }: { slug: string }) {
  const { t } = useTranslation('companyAdmin');
  return (
    <div className="space-y-2 rounded-lg bg-surface-muted p-4 text-sm">
      <p className="text-fg-muted">{t('departments.none')}</p>
      <TextLink to={`/empresa/${slug}/admin/employees`}>{t('departments.setDepartments')}</TextLink>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';

/** Trainings belong to a company: someone without one is told so rather than shown an empty list. */
export function NoCompany({ title }: { title: string }) {
  const { t } = useTranslation('trainings');
  return <PageHeader title={title} lead={t('noCompany')} />;
}

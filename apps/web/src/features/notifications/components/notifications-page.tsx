import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { DeliveryLogSection } from './delivery-log-section';
import { SchedulesSection } from './schedules-section';
import { TemplatesSection } from './templates-section';

const SECTIONS = ['schedules', 'templates', 'log'] as const;
type Section = (typeof SECTIONS)[number];

const isSection = (value: string | null): value is Section => SECTIONS.includes(value as Section);

/**
 * /empresa/{slug}/admin/notifications: when the company's reminders and digests go out and to
 * whom, what they say, and what became of each one. The open section is kept in the address.
 */
export function NotificationsPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('notifications');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('section');
  const section: Section = isSection(asked) ? asked : 'schedules';
  const open = (value: string) =>
    setSearch(value === 'schedules' ? {} : { section: value }, { replace: true });
  return (
    <div className="space-y-6">
      <PageTitle page="notifications" />
      <PageHeader title={t('title')} lead={t('lead')} />
      <Tabs value={section} onValueChange={open}>
        <TabsList aria-label={t('sections')} className="max-w-xl">
          {SECTIONS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="schedules">
          <SchedulesSection slug={slug} />
        </TabsContent>
        <TabsContent value="templates">
          <TemplatesSection slug={slug} />
        </TabsContent>
        <TabsContent value="log">
          <DeliveryLogSection slug={slug} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

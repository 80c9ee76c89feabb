import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompanyProfile } from '../api/company-settings';
import { CompanySettingsForm } from './company-settings-form';
import { SettingsChanges } from './settings-changes';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiKeysPanel } from './api-keys/api-keys-panel';
import { SingleSignOnPanel } from './single-sign-on/single-sign-on-panel';

/**
 * /empresa/{slug}/admin/settings: the company's details and settings, who changed them, its single
 * sign-on and its API keys.
 */
export function CompanySettingsPage() {
  const { t } = useTranslation('company');
  const { t: keysText } = useTranslation('apiKeys');
  const { t: ssoText } = useTranslation('singleSignOn');
  const slug = useParams().slug ?? '';
  const navigate = useNavigate();
  const profile = useCompanyProfile(slug);
  return (
    <div className="space-y-6">
      <PageTitle page="companySettings" />
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      {profile.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : profile.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-fg">{t('settings.loadError')}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('settings.retry')}
          </Button>
        </div>
      ) : (
        <Tabs defaultValue="general">
          <TabsList className="max-w-xl">
            <TabsTrigger value="general">{keysText('generalTab')}</TabsTrigger>
            <TabsTrigger value="sso">{ssoText('tab')}</TabsTrigger>
            <TabsTrigger value="api">{keysText('tab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="general">
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2">
                <CompanySettingsForm
                  // A new address is a new page: the form starts again from what was saved there.
                  key={profile.data.slug}
                  company={profile.data}
                  onSaved={(saved) => {
                    if (saved.slug !== slug)
                      void navigate(`/empresa/${saved.slug}/admin/settings`, { replace: true });
                  }}
                />
              </div>
              <SettingsChanges slug={profile.data.slug} timeZone={profile.data.settings.timeZone} />
            </div>
          </TabsContent>
          <TabsContent value="sso">
            <SingleSignOnPanel slug={profile.data.slug} />
          </TabsContent>
          <TabsContent value="api">
            <ApiKeysPanel slug={profile.data.slug} timeZone={profile.data.settings.timeZone} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

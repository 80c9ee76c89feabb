import { PageTitle } from '../../../components/layout/page-title';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SimpleHeader } from '../../../components/layout/simple-header';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AuthProvider, useAuth } from '../../../lib/auth/auth-context';
import { CompaniesTab } from './companies-tab';
import { DemoRequestsTab } from './demo-requests-tab';
import { OutboxTab } from './outbox-tab';
import { PeopleTab } from './people-tab';
import { SubscriptionsTab } from './subscriptions-tab';
import { SuperAdminGate } from './super-admin-gate';
import { SupportTab } from './support-tab';
import { UsageTab } from './usage-tab';
import { SUPER_ADMIN_SIGN_IN_PATH } from '../super-admin-paths';

const TABS = [
  { value: 'companies', Content: CompaniesTab },
  { value: 'people', Content: PeopleTab },
  { value: 'subscriptions', Content: SubscriptionsTab },
  { value: 'outbox', Content: OutboxTab },
  { value: 'demoRequests', Content: DemoRequestsTab },
  { value: 'usage', Content: UsageTab },
  { value: 'support', Content: SupportTab },
] as const;

type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/** /super-admin/dashboard: the whole platform, one tab per kind of record. */
export function SuperAdminDashboardPage() {
  return (
    <AuthProvider>
      <SuperAdminGate>{(email) => <Dashboard email={email} />}</SuperAdminGate>
    </AuthProvider>
  );
}

function Dashboard({ email }: { email: string }) {
  const { t } = useTranslation('superAdmin');
  const navigate = useNavigate();
  const auth = useAuth();
  // The open tab is in the address, so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'companies';

  // Signing out clears everything this browser holds; a platform administrator comes back here.
  const leave = () => void auth.signOut().then(() => navigate(SUPER_ADMIN_SIGN_IN_PATH, { replace: true }));

  return (
    <div className="flex min-h-dvh flex-col bg-bg-subtle">
      <PageTitle page="superAdmin" />
      <SimpleHeader />
      <main id="main" className="mx-auto w-full max-w-page flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t('dashboard.title')}</h1>
            <p className="mt-1 text-sm break-all text-fg-muted">{t('dashboard.signedInAs', { email })}</p>
          </div>
          <Button variant="secondary" onClick={leave} isLoading={auth.loading}>
            {t('dashboard.signOut')}
          </Button>
        </div>

        <Tabs
          value={tab}
          onValueChange={(value) => setParams({ tab: value }, { replace: true })}
          className="mt-8"
        >
          {/*
            The tabs do not fit a phone side by side. A row scrolled sideways hid some of them with
            nothing to say so; below the width where all of them fit, they wrap onto a second line.
          */}
          <TabsList aria-label={t('dashboard.tabsLabel')} className="max-lg:flex max-lg:flex-wrap">
            {TABS.map(({ value }) => (
              <TabsTrigger key={value} value={value} className="grow px-3 whitespace-nowrap">
                {t(`tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ value, Content }) => (
            <TabsContent key={value} value={value}>
              <Content />
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}

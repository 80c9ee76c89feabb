import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { can, formatHourOfDay, normaliseLanguage, type CompanyResponse } from '@tera/domain';
import { PageTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckCircleIcon, GaugeIcon, PulseIcon, ShieldIcon, UsersIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { useActor } from '../../../lib/auth/use-actor';
import { useCompanyProfile, useTodayCheckinState } from '../api/company-settings';
import { FeaturedNews } from './featured-news';

interface ShortcutProps {
  to: string;
  icon: ComponentType<{ className?: string }>;
  title: ReactNode;
  lead: string;
}

function Shortcut({ to, icon: Icon, title, lead }: ShortcutProps) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full items-start gap-3 rounded-xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Icon className="mt-0.5 size-6 shrink-0 text-primary" />
        <span>
          <span className="block font-semibold text-fg">{title}</span>
          <span className="mt-1 block text-sm text-fg-muted">{lead}</span>
        </span>
      </Link>
    </li>
  );
}

/** Today's check-in as the person stands: to do, done, or not open yet. */
function CheckinShortcut({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('company');
  const today = useTodayCheckinState(userId);
  const title = !today.data
    ? t('home.checkinUnknown')
    : today.data.completed
      ? t('home.checkinDone')
      : today.data.allowed
        ? t('home.checkinDue')
        : t('home.checkinClosed', {
            hour: formatHourOfDay(today.data.workdayStartHour, normaliseLanguage(i18n.language)),
          });
  return (
    <Shortcut
      to="/dashboard"
      icon={today.data?.completed ? CheckCircleIcon : PulseIcon}
      title={title}
      lead={t('home.checkinLead')}
    />
  );
}

function CompanyIntro({ company }: { company: CompanyResponse }) {
  const { t } = useTranslation('company');
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {company.logoUrl && (
        <img
          src={company.logoUrl}
          alt={t('home.logoAlt', { company: company.name })}
          className="size-20 shrink-0 rounded-lg border border-border bg-surface object-contain p-1"
        />
      )}
      <div className="min-w-0 space-y-2">
        <h1 className="text-2xl font-bold break-words text-fg sm:text-3xl">{company.name}</h1>
        <p className="whitespace-pre-line text-fg-muted">{company.description ?? t('home.noDescription')}</p>
        {(company.website || company.contactEmail) && (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {company.website && (
              <a
                className="text-primary underline break-all"
                href={company.website}
                rel="noopener noreferrer"
                target="_blank"
              >
                {company.website.replace(/^https?:\/\//, '')}
              </a>
            )}
            {company.contactEmail && (
              <a className="text-primary underline break-all" href={`mailto:${company.contactEmail}`}>
                {company.contactEmail}
              </a>
            )}
          </p>
        )}
      </div>
    </Card>
  );
}

/** /empresa/{slug}/: the company, and where this person goes from here. */
export function CompanyHomePage() {
  const { t } = useTranslation('company');
  const slug = useParams().slug ?? '';
  const auth = useAuth();
  const actor = useActor();
  const profile = useCompanyProfile(slug);
  const runsCompany =
    actor !== null &&
    profile.data !== undefined &&
    can(actor, 'updateSettings', { kind: 'company', id: profile.data.id });
  return (
    <div className="space-y-6">
      <PageTitle page="companyHome" />
      {profile.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : profile.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-fg">{t('area.failedTitle')}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('area.retry')}
          </Button>
        </div>
      ) : (
        <CompanyIntro company={profile.data} />
      )}
      <FeaturedNews slug={slug} />
      <section aria-labelledby="company-shortcuts" className="space-y-3">
        <h2 id="company-shortcuts" className="text-lg font-semibold text-fg">
          {t('home.shortcutsTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {auth.profile && <CheckinShortcut userId={auth.profile.id} />}
          <Shortcut
            to="/dashboard"
            icon={GaugeIcon}
            title={t('home.dashboard')}
            lead={t('home.dashboardLead')}
          />
          {auth.isLeader && (
            <Shortcut
              to="/panel-lider"
              icon={UsersIcon}
              title={t('home.leaderPanel')}
              lead={t('home.leaderPanelLead')}
            />
          )}
          {runsCompany && (
            <Shortcut
              to={`/empresa/${slug}/admin`}
              icon={ShieldIcon}
              title={t('home.admin')}
              lead={t('home.adminLead')}
            />
          )}
        </ul>
      </section>
    </div>
  );
}

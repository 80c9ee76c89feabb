import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FeatureGateDialog } from '../../../components/access/feature-gate-dialog';
import { usePeopleQuery } from '../../../lib/people/get-people';
import { useTeamsQuery } from '../../../lib/people/teams';
import { SeatsSummary } from '../../../components/people/seats-summary';
import { useSeatLimit } from '../../../lib/people/use-seat-limit';
import { InvitationImport } from './invitation-import';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { PageTitle } from '../../../components/layout/page-title';

/** /empresa/{slug}/admin/employees/invite: invite one person, import many, follow what was sent. */
export function InvitePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('invitations');
  const people = usePeopleQuery(slug, { status: 'active' });
  const teams = useTeamsQuery(slug);
  const seatLimit = useSeatLimit(slug);

  return (
    <div className="space-y-6">
      <PageTitle page="invite" />
      <header>
        <Link
          to={`/empresa/${slug}/admin/employees`}
          className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('page.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-2 max-w-2xl text-fg-muted">{t('page.lead')}</p>
      </header>
      {people.data && <SeatsSummary seats={people.data.seats} />}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <InviteForm
          slug={slug}
          teams={teams.data?.teams ?? []}
          leaders={people.data?.people ?? []}
          onSeatLimit={seatLimit.fromError}
        />
        <InvitationsList slug={slug} onSeatLimit={seatLimit.fromError} />
      </div>
      <InvitationImport slug={slug} onSeatLimit={(rows) => void seatLimit.forRowsLeftOut(rows)} />
      <FeatureGateDialog block={seatLimit.block} onClose={seatLimit.close} />
    </div>
  );
}

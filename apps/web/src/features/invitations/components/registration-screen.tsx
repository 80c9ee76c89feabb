import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { SimpleHeader } from '../../../components/layout/simple-header';
import { InvitationAcceptance } from './invitation-acceptance';
import { PageTitle } from '../../../components/layout/page-title';

/**
 * /registration: an invitation link (?invitation=…) is answered here; any other visit gets the
 * registration screen its owner builds, passed in by the router.
 */
export function registrationScreen(Registration: ComponentType): ComponentType {
  return function RegistrationOrInvitation() {
    const [params] = useSearchParams();
    const token = params.get('invitation');
    if (!token) return <Registration />;
    return (
      <div className="flex min-h-dvh flex-col bg-bg-subtle">
        <PageTitle page="invitation" />
        <SimpleHeader />
        <main id="main" className="flex-1 px-4 py-8 sm:py-12">
          <InvitationAcceptance token={token} />
        </main>
      </div>
    );
  };
}

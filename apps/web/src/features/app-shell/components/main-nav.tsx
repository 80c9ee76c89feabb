import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { hasPermission } from '@tera/domain';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../../lib/auth/auth-context';
import { sectionsFor } from '../navigation/navigation-items';
import { MoreMenu, NavSections } from './more-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-md px-3 text-sm font-medium',
    isActive ? 'bg-primary-soft text-fg' : 'text-fg-muted hover:text-fg',
  );

/**
 * The ways around: everyone's home, the leader panel for leaders, the company's administration
 * for its admins, then the rest grouped. On phones it is one list the menu button opens; from
 * `sm` the first sit in the header and the groups behind "More".
 */
export function MainNav({ id, isOpen, onNavigate }: { id: string; isOpen: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const slug = auth.company?.slug;
  const isAdmin = slug !== undefined && hasPermission(auth.profile, 'admin');
  const sections = sectionsFor({ hasCompany: slug !== undefined, isLeader: auth.isLeader, isAdmin });
  return (
    <nav
      id={id}
      aria-label={t('shell.nav')}
      className={cn(
        'order-last w-full flex-col gap-1 pb-2 sm:order-none sm:flex sm:w-auto sm:flex-row sm:pb-0',
        isOpen ? 'flex' : 'hidden',
      )}
    >
      <NavLink to="/dashboard" className={linkClass} onClick={onNavigate}>
        {t('shell.home')}
      </NavLink>
      {/* A person without a company finds the panel too, and there what a company would give them. */}
      {(auth.isLeader || auth.companyId === null) && (
        <NavLink to="/panel-lider" className={linkClass} onClick={onNavigate}>
          {t('shell.leaderPanel')}
        </NavLink>
      )}
      {isAdmin && (
        <>
          <NavLink to={`/empresa/${slug}/admin`} end className={linkClass} onClick={onNavigate}>
            {t('shell.admin')}
          </NavLink>
          <NavLink to={`/empresa/${slug}/admin/employees`} className={linkClass} onClick={onNavigate}>
            {t('shell.people')}
          </NavLink>
        </>
      )}
      {sections.length > 0 && (
        <>
          <div className="sm:hidden">
            <NavSections sections={sections} onNavigate={onNavigate} />
          </div>
          <div className="hidden sm:block">
            <MoreMenu sections={sections} />
          </div>
        </>
      )}
    </nav>
  );
}

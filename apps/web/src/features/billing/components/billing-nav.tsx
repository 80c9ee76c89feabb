import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const LINKS = [
  { to: '', key: 'overview' },
  { to: '/management', key: 'management' },
  { to: '/invoices', key: 'invoices' },
] as const;

/** The three billing pages, one tab each; the current one is marked for screen readers too. */
export function BillingNav({ slug }: { slug: string }) {
  const { t } = useTranslation('billing');
  return (
    <nav aria-label={t('nav.label')} className="flex flex-wrap gap-2 border-b border-border pb-2">
      {LINKS.map((link) => (
        <NavLink
          key={link.key}
          end
          to={`/empresa/${slug}/admin/billing${link.to}`}
          className={({ isActive }) =>
            cn(
              'rounded-md px-3 py-2 text-sm font-semibold',
              isActive ? 'bg-primary-soft text-primary-soft-fg' : 'text-fg-muted hover:text-fg',
            )
          }
        >
          {t(`nav.${link.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

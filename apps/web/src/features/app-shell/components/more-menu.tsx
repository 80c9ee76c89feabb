import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import type { NavSection } from '../navigation/navigation-items';
import { useDisclosure } from '../navigation/use-disclosure';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium',
    isActive ? 'bg-primary-soft text-fg' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
  );

/** The groups of places, each under its heading; the phone list and the "More" panel share it. */
export function NavSections({
  sections,
  onNavigate,
}: {
  sections: readonly NavSection[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation('auth');
  return sections.map((section) => {
    const headingId = `nav-section-${section.key}`;
    return (
      <div key={section.key} role="group" aria-labelledby={headingId} className="py-1">
        <span
          id={headingId}
          className="block px-3 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-fg-muted"
        >
          {t(`shell.sections.${section.key}` as 'shell.nav')}
        </span>
        <ul>
          {section.items.map((item) => (
            <li key={item.key}>
              <NavLink to={item.to} className={itemClass} onClick={onNavigate}>
                {t(`shell.items.${item.key}` as 'shell.nav')}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    );
  });
}

/**
 * The places beyond the header's own, behind one "More" button from `sm` up: a disclosure rather
 * than an ARIA menu, since its entries are plain links.
 */
export function MoreMenu({ sections }: { sections: readonly NavSection[] }) {
  const { t } = useTranslation('auth');
  const disclosure = useDisclosure();
  const { pathname } = useLocation();
  // Marked like the header's links when the page shown is one of its places.
  const holdsCurrentPage = sections.some((section) =>
    section.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)),
  );
  return (
    <div {...disclosure.rootProps} className="relative">
      <button
        {...disclosure.triggerProps}
        className={buttonClasses({
          variant: 'ghost',
          className: cn(
            'min-h-11 gap-1',
            holdsCurrentPage ? 'bg-primary-soft text-fg' : 'text-fg-muted hover:text-fg',
          ),
        })}
      >
        {t('shell.more')}
        <ChevronDownIcon className={cn('size-4 transition-transform', disclosure.isOpen && 'rotate-180')} />
      </button>
      <div
        {...disclosure.panelProps}
        className="absolute top-full left-0 z-50 mt-1.5 max-h-[calc(100dvh-5rem)] w-[min(34rem,calc(100vw-2rem))] overflow-y-auto animate-fade-in rounded-xl border border-border bg-surface p-1 shadow-card [&:not([hidden])]:grid grid-cols-2 gap-x-1"
      >
        <NavSections sections={sections} onNavigate={disclosure.close} />
      </div>
    </div>
  );
}

import { lazy, Suspense, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../lib/theme';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@tera/domain';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Sonner's own rich colours miss WCAG AA (its success text on its green is 4.25:1); the design
 * tokens meet 4.5:1 in both themes, and follow the theme switch by themselves.
 */
const TOKEN_COLOURS = {
  '--success-bg': 'var(--tera-success-soft)',
  '--success-border': 'var(--tera-success)',
  '--success-text': 'var(--tera-success)',
  '--info-bg': 'var(--tera-info-soft)',
  '--info-border': 'var(--tera-info)',
  '--info-text': 'var(--tera-info)',
  '--warning-bg': 'var(--tera-warning-soft)',
  '--warning-border': 'var(--tera-warning)',
  '--warning-text': 'var(--tera-warning)',
  '--error-bg': 'var(--tera-danger-soft)',
  '--error-border': 'var(--tera-danger)',
  '--error-text': 'var(--tera-danger)',
} as CSSProperties;

/**
 * Toasts keep to the bottom edge, where they never hide a page's title, and rise above a bar pinned
 * there (the check-in's submit bar states the room it takes in --tera-bottom-bar).
 */
const OFFSET = { bottom: 'var(--tera-bottom-bar, 24px)' };
const PHONE_OFFSET = { bottom: 'var(--tera-bottom-bar, 16px)' };

/** At most 3 toasts visible, each for 4.5 seconds. */
export function AppToaster() {
  const { t } = useTranslation();
  const { theme } = useTheme();
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme={theme}
        position="bottom-right"
        offset={OFFSET}
        mobileOffset={PHONE_OFFSET}
        visibleToasts={TOAST_MAX_VISIBLE}
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        style={TOKEN_COLOURS}
        containerAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      />
    </Suspense>
  );
}

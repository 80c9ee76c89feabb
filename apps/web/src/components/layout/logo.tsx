import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** The pulse mark of the app icon, beside the wordmark. */
interface LogoProps {
  className?: string;
  /** Drops the wordmark on the narrowest phones, where the header needs the room. */
  isCompactOnNarrowScreens?: boolean;
}

export function Logo({ className, isCompactOnNarrowScreens = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 text-xl font-extrabold tracking-tight text-fg',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8">
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <path
          d="M10.2 35.8H21.8L27.5 20.5L34.6 47.4L40.3 29.4L44.2 35.8H51.2"
          fill="none"
          strokeWidth="4.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-primary-fg"
        />
        <circle cx="51.2" cy="35.8" r="3.8" className="fill-primary-fg" />
      </svg>
      <span className={isCompactOnNarrowScreens ? 'hidden min-[380px]:inline' : undefined}>
        {t('appName')}
      </span>
    </span>
  );
}

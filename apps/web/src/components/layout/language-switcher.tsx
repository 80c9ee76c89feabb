import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, normaliseLanguage, type SupportedLanguage } from '@tera/domain';
import { keepLanguageInProfile } from '../../lib/auth/profile-language';
import { changeLanguage } from '../../lib/i18n';
import { cn } from '../../lib/cn';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const active = normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);
  function choose(language: SupportedLanguage) {
    void changeLanguage(language);
    // The page changes language at once; a profile that cannot be told (offline, a lapsed session)
    // keeps the language it had.
    keepLanguageInProfile(queryClient, language).catch(() => undefined);
  }
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-lg border border-border-control p-0.5', className)}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          onClick={() => choose(language)}
          className={cn(
            'min-h-9 min-w-9 rounded-md px-1.5 text-xs font-bold uppercase',
            language === active ? 'bg-primary text-primary-fg' : 'text-fg-muted hover:text-fg',
          )}
        >
          <span aria-hidden="true">{language}</span>
          <span className="sr-only">{t(`language.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useTheme } from '../../lib/theme';
import { buttonClasses } from '../ui/button-styles';
import { MoonIcon, SunIcon } from '../ui/icons';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={isDark ? t('theme.toLight') : t('theme.toDark')}
      className={buttonClasses({ variant: 'ghost', size: 'icon' })}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';

/** A validation key from elsewhere (the server, say); one this client does not know reads as a helpful one. */
export function fieldErrorKey(key: string): string {
  return i18n.exists(key) ? key : 'validation.invalid';
}

/**
 * Errors are kept as i18n keys where they can be ('validation.required', 'leaderPanel:…'), so a
 * language switch re-translates them; a text already worded (by the server, say) shows as it is.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => {
    if (message === undefined || message === '') return undefined;
    return i18n.exists(message) ? t(message as 'validation.invalid') : message;
  };
}

import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { NotSuperAdminError } from '../api/super-admin-session';

/** What went wrong with a sign-in, said for a person rather than as an error code. */
export function useSignInProblem(): (error: unknown) => string {
  const { t } = useTranslation('superAdmin');
  return (error) => {
    if (error instanceof NotSuperAdminError) return t('signIn.notSuperAdmin');
    if (isApiError(error) && error.status === 401) return t('signIn.invalidCredentials');
    if (isApiError(error) && error.status === 429) return t('errors.rateLimited', { ns: 'common' });
    return describeError(error);
  };
}

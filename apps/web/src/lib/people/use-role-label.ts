import { useTranslation } from 'react-i18next';
import { USER_ROLES, type UserRole } from '@tera/domain';

/** A role word as the reader says it; an unknown word is shown as stored rather than hidden. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation('people');
  return (role) => ((USER_ROLES as readonly string[]).includes(role) ? t(`roles.${role as UserRole}`) : role);
}

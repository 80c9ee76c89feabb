import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context';

/**
 * 'Volver': the previous page of this visit, or the person's home when the page was opened first
 * (a link, a bookmark), where going back would leave the app.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuth();
  return () => {
    if (location.key === 'default') void navigate(auth.home, { replace: true });
    else void navigate(-1);
  };
}

import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { FullPageError } from '../components/errors/full-page-error';
import { reportClientError } from '../lib/report-client-error';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('Route failed', error);
    reportClientError(error);
  }, [error]);

  return <FullPageError error={error} onGoToStart={() => void navigate('/')} />;
}

import { Loading } from '../components/ui/loading';

/** Shown while a screen's code arrives, on first load and on a direct visit. */
export function RouteLoading() {
  return <Loading className="min-h-dvh" />;
}

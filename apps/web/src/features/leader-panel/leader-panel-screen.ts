import { loadNamespace } from '../../lib/i18n';

/**
 * The route's loader, kept out of the entry chunk: the entry only names this small module, and
 * the list of chunks the page needs travels here rather than on every page's first load.
 */
export async function loadLeaderPanelScreen() {
  const [screen] = await Promise.all([
    import('./components/leader-panel-page'),
    loadNamespace('dashboard'),
    loadNamespace('leaderPanel'),
  ]);
  return { Component: screen.LeaderPanelPage };
}

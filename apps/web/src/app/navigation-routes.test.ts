import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { MORE_SECTIONS } from '../features/app-shell/navigation/navigation-items';
import { routes } from './router';

describe('the navigation', () => {
  it.each(MORE_SECTIONS.flatMap((section) => section.items))(
    'leads to a screen of the app: $to',
    ({ to }) => {
      const matched = matchRoutes(routes, to) ?? [];
      expect(matched.at(-1)?.route.path).toBe(to.slice(1));
    },
  );
});

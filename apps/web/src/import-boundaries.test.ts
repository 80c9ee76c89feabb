// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const RULE = 'import-x/no-restricted-paths';
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

let eslint: ESLint;

/** The boundary rule's complaints about `code` as if it were saved at `filePath` in the web app. */
async function complaints(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}apps/web/src/${filePath}` });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the web app’s import boundaries', { timeout: 20_000 }, () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: REPO_ROOT, ruleFilter: ({ ruleId }) => ruleId === RULE });
  });

  it('refuses a feature importing another feature, statically or lazily', async () => {
    const found = await complaints(
      'features/leader-panel/components/example.ts',
      [
        "import { pulseKeys } from '../../dashboard/api/pulse-keys';",
        "export const form = () => import('../../checkin/components/daily-checkin-form');",
        'export { pulseKeys };',
      ].join('\n'),
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('A feature does not import another');
  });

  it('refuses a feature importing the app', async () => {
    const found = await complaints(
      'features/dashboard/example.ts',
      "export { routes } from '../../app/router';",
    );
    expect(found).toEqual([expect.stringContaining('Features do not import the app')]);
  });

  it('refuses shared code importing a feature or the app', async () => {
    const found = await complaints(
      'lib/example.ts',
      [
        "export { pulseKeys } from '../features/dashboard/api/pulse-keys';",
        "export { routes } from '../app/router';",
      ].join('\n'),
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('Shared code imports neither features nor the app');
  });

  it('lets a feature import itself and shared code, and the app import features', async () => {
    const inFeature = await complaints(
      'features/leader-panel/components/example.ts',
      ["export { teamKeys } from '../api/team-keys';", "export { cn } from '../../../lib/cn';"].join('\n'),
    );
    const inApp = await complaints(
      'app/example.ts',
      "export { pulseKeys } from '../features/dashboard/api/pulse-keys';",
    );
    expect(inFeature).toEqual([]);
    expect(inApp).toEqual([]);
  });
});

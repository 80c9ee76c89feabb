import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

const noServerInBrowser = {
  patterns: [
    {
      group: ['@tera/server', '**/apps/server/**'],
      message: 'The web app talks to the server over HTTP only.',
    },
  ],
};

const WEB_SRC = 'apps/web/src';
/** Code every feature may use; it knows nothing of the features or of the app that composes them. */
const WEB_SHARED = ['components', 'hooks', 'lib', 'locales', 'styles', 'testing', 'types'];
const WEB_FEATURES = readdirSync(`${import.meta.dirname}/${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Imports flow one way, shared → features → app, and features stay apart, so each can change alone. */
const webLayers = {
  basePath: import.meta.dirname,
  zones: [
    ...WEB_FEATURES.map((feature) => ({
      target: `${WEB_SRC}/features/${feature}`,
      from: `${WEB_SRC}/features`,
      except: [`./${feature}`],
      message:
        'A feature does not import another: compose them in app/, or move what both use to shared code.',
    })),
    {
      target: `${WEB_SRC}/features`,
      from: `${WEB_SRC}/app`,
      message: 'Features do not import the app that composes them.',
    },
    {
      target: WEB_SHARED.map((folder) => `${WEB_SRC}/${folder}`),
      from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
      message: 'Shared code imports neither features nor the app.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'pg', '@electric-sql/*', 'react', 'react-*'],
              message: 'The domain package is pure: no I/O, no UI.',
            },
            {
              group: ['@tera/server', '@tera/web', '**/apps/**'],
              message: 'The domain package depends on nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': ['error', noServerInBrowser] },
  },
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', webLayers] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tera/web', '**/apps/web/**'], message: 'The server does not import the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/*/scripts/**/*.mjs', 'apps/web/vite-plugins/*.mjs', 'bench/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
);

import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

// The layers, from the bottom up (docs/architecture.md draws them). A layer imports only from the
// layers below it; `import/no-restricted-paths` resolves every import to a file, so relative paths
// and the `@/` alias are held to the same rule.
const PURE = ['./lib/text', './lib/workflow', './lib/i18n', './lib/errors.ts', './lib/validation.ts', './lib/env.ts'];
const ENGINE = ['./lib/engine'];
const DATA = ['./lib/data', './lib/auth', './lib/authz.ts', './lib/db.ts'];
const SERVICES = ['./lib/jobs', './lib/export', './lib/rewrite'];
const ACTIONS = ['./lib/actions'];
const UI = ['./components'];
const ROUTES = ['./app'];
const LAUNCHER = ['./lib/cli', './lib/runtime'];
const PRISMA = ['./lib/db.ts', './lib/generated'];

const zone = (target, from, message) => ({ target, from, message });
const layerZones = [
  zone(PURE, [...ENGINE, ...DATA, ...SERVICES, ...ACTIONS, ...UI, ...ROUTES, ...LAUNCHER, './lib/generated'], 'lib/text, lib/workflow and the other pure modules sit at the bottom: no I/O, no upward imports.'),
  zone(ENGINE, [...DATA, ...SERVICES, ...ACTIONS, ...UI, ...ROUTES, ...LAUNCHER, './lib/generated'], 'The engine sits below the data layer: it records model calls through an injected recorder.'),
  zone(DATA, [...SERVICES, ...ACTIONS, ...UI, ...ROUTES, ...LAUNCHER], 'The data layer must not import jobs, actions, components, routes or the launcher.'),
  zone(SERVICES, [...ACTIONS, ...UI, ...ROUTES, ...LAUNCHER], 'Jobs, export and rewrite sit below actions, components and routes.'),
  zone(ACTIONS, [...SERVICES.filter((s) => s !== './lib/export'), ...UI, ...ROUTES, ...LAUNCHER], 'Actions enqueue runs through lib/data; they never import the worker, components or routes.'),
  zone(UI, [...ROUTES, ...LAUNCHER, './lib/jobs', './lib/engine', './lib/rewrite'], 'Components render; they reach the server through actions and lib/data only.'),
  zone(ROUTES, [...LAUNCHER, './lib/jobs', './lib/rewrite'], 'Routes are thin: they call lib/data, lib/actions and components.'),
  // Prisma only in the data layer (and the launcher, which migrates and seeds).
  zone([...PURE, ...ENGINE, ...SERVICES, ...ACTIONS, ...UI, ...ROUTES], PRISMA, 'Prisma is used only in lib/data (and the launcher): call a lib/data function instead.'),
];

export default defineConfig([
  globalIgnores(['.next/**', 'node_modules/**', 'lib/generated/**', '.data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
  ...nextVitals,
  ...nextTypescript,
  prettier,
  {
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Components may name the data layer's types (type-only imports vanish from the client bundle).
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/data/*', '**/lib/data/*', '@/lib/auth/*', '**/lib/auth/*', '@/lib/authz', '**/lib/authz'],
              allowTypeImports: true,
              message: 'Components take data as props or through actions: import only types from the data layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**', 'e2e/**', '*.config.*'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
]);

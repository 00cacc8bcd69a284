import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

// The layers, from the bottom up (docs/architecture.md draws them). A layer imports only from the
// layers below it; `import/no-restricted-paths` resolves every import to a file, so relative paths
// and the `@/` alias are held to the same rule.
const PURE = ['./lib/text', './lib/workflow', './lib/i18n', './lib/errors.ts', './lib/validation.ts', './lib/env.ts'];
const ENGINE = ['./lib/engine'];
// lib/export reads through the database handle and renders, lib/import reads uploaded files: both sit with the data layer.
const DATA = ['./lib/data', './lib/auth', './lib/authz', './lib/db.ts', './lib/export', './lib/import'];
const SERVICES = ['./lib/jobs', './lib/rewrite'];
const ACTIONS = ['./lib/actions'];
const UI = ['./components'];
const ROUTES = ['./app'];
const LAUNCHER = ['./lib/cli', './lib/runtime'];

const zone = (target, from, message) => ({ target, from, message });
const layerZones = [
  zone(
    PURE,
    [...ENGINE, ...DATA, ...SERVICES, ...ACTIONS, ...UI, ...ROUTES, ...LAUNCHER, './lib/generated'],
    'lib/text, lib/workflow and the other pure modules sit at the bottom: no I/O, no upward imports.',
  ),
  zone(
    ENGINE,
    [...DATA, ...SERVICES, ...ACTIONS, ...UI, ...ROUTES, ...LAUNCHER, './lib/generated'],
    'The engine sits below the data layer: it records model calls through an injected recorder.',
  ),
  zone(
    DATA,
    [...SERVICES, ...ACTIONS, ...UI, ...ROUTES, ...LAUNCHER],
    'The data layer must not import jobs, actions, components, routes or the launcher.',
  ),
  zone(
    SERVICES,
    [...ACTIONS, ...UI, ...ROUTES, ...LAUNCHER],
    'Jobs and rewrite sit below actions, components and routes.',
  ),
  zone(
    ACTIONS,
    [...SERVICES, ...UI, ...ROUTES, ...LAUNCHER],
    'Actions enqueue runs through lib/data; they never import the worker, components or routes.',
  ),
  zone(
    UI,
    [...ROUTES, ...LAUNCHER, './lib/jobs', './lib/engine', './lib/rewrite', './lib/db.ts', './lib/generated'],
    'Components render; they reach the server through actions and lib/data only.',
  ),
  zone(
    ROUTES,
    [...LAUNCHER, './lib/jobs', './lib/rewrite'],
    'Routes are thin: they call lib/data, lib/actions and components.',
  ),
  // Prisma only in the data layer (and the launcher, which migrates and seeds). Routes, actions and the
  // worker may hold the database handle (lib/db.ts) to pass to lib/data functions; queries live in lib/data.
  zone(
    [...SERVICES, ...ACTIONS, ...ROUTES],
    ['./lib/generated'],
    'Prisma is used only in lib/data (and the launcher): call a lib/data function, or take its types from lib/data.',
  ),
];

// `db.section.findMany(…)`, `tx.run.updateMany(…)`, `ctx.db.x.y(…)`, `db().x.y(…)`: a Prisma query.
const PRISMA_OPERATIONS =
  '/^(findMany|findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|create|createMany|update|updateMany|upsert|delete|deleteMany|count|aggregate|groupBy)$/';
const PRISMA_HANDLES = ['[object.name=/^(db|tx|client)$/]', '[object.property.name="db"]', '[object.callee.name="db"]'];

// One kind of link: it prefetches a page on hover and focus, not on sight (components/ui/link.tsx).
const ONE_LINK = { name: 'next/link', message: 'Use Link from @/components/ui/link.' };
// A transition in a component is a hand-made action call: useAction holds the one transition.
const ONE_ACTION_HOOK = {
  name: 'react',
  importNames: ['useTransition', 'startTransition'],
  message: 'Call server actions with useAction from @/components/ui/use-action (pending state, errors, refresh).',
};

// Components call server actions one way: useAction (components/ui/use-action.ts), which keeps the
// pending state, failures as values, a lost connection and the refresh in one place. A value imported
// from lib/actions (not a .schema module) may be used only inside the function handed to `run`.
const actionsOnlyThroughRun = {
  meta: {
    type: 'problem',
    messages: {
      direct:
        'Call the server action {{name}} inside useAction().run(() => …) from @/components/ui/use-action, not directly.',
    },
  },
  create(context) {
    const insideRun = (node) => {
      for (let n = node; n.parent; n = n.parent) {
        const call = n.parent;
        const fn = n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression';
        const callee = call.type === 'CallExpression' && call.arguments[0] === n ? call.callee : null;
        const name = callee?.type === 'MemberExpression' ? callee.property.name : callee?.name;
        if (fn && name === 'run') return true;
      }
      return false;
    };
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || !/^@\/lib\/actions\/[\w-]+$/.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.importKind === 'type') continue;
          for (const variable of context.sourceCode.getDeclaredVariables(specifier))
            for (const reference of variable.references)
              if (!insideRun(reference.identifier))
                context.report({ node: reference.identifier, messageId: 'direct', data: { name: variable.name } });
        }
      },
    };
  },
};

export default defineConfig([
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'lib/generated/**',
    '.data/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
  ...nextVitals,
  ...nextTypescript,
  prettier,
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      // The legacy URL-escaping globals read like a local regex escape and silently do something else.
      'no-restricted-globals': [
        'error',
        { name: 'escape', message: 'Use escapeRegExp from lib/text/regex.' },
        { name: 'unescape', message: 'Use decodeURIComponent.' },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/ui/link.tsx', 'components/ui/use-action.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ONE_LINK, ONE_ACTION_HOOK] }] },
  },
  { files: ['components/ui/link.tsx'], rules: { 'no-restricted-imports': ['error', { paths: [ONE_ACTION_HOOK] }] } },
  { files: ['components/ui/use-action.ts'], rules: { 'no-restricted-imports': ['error', { paths: [ONE_LINK] }] } },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    plugins: { storyfold: { rules: { 'actions-only-through-run': actionsOnlyThroughRun } } },
    rules: { 'storyfold/actions-only-through-run': 'error' },
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
              group: [
                '@/lib/data/**',
                '**/lib/data/**',
                '@/lib/auth/**',
                '**/lib/auth/**',
                '@/lib/authz/**',
                '**/lib/authz/**',
              ],
              allowTypeImports: true,
              message: 'Components take data as props or through actions: import only types from the data layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // The handle may travel through these layers, but a query written here is a query outside lib/data.
    files: ['lib/jobs/**', 'lib/rewrite/**', 'lib/actions/**', 'lib/engine/**', 'app/**', 'components/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...PRISMA_HANDLES.map((handle) => ({
          selector: `CallExpression[callee.property.name=${PRISMA_OPERATIONS}] > MemberExpression.callee > MemberExpression.object${handle}`,
          message: 'Queries live in lib/data: call (or add) a lib/data function and pass it the handle.',
        })),
        {
          selector: 'MemberExpression[property.name=/^[$](queryRaw|executeRaw|queryRawUnsafe|executeRawUnsafe)$/]',
          message: 'Queries live in lib/data: call (or add) a lib/data function and pass it the handle.',
        },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}', 'e2e/**/*.ts', '*.config.{ts,mjs}'],
    rules: { 'import/no-restricted-paths': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
]);

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, clientMessages, type ClientScope } from '../../lib/i18n/client-messages';
import { MESSAGES } from '../../lib/i18n/messages';

// The browser receives only the listed parts of the catalogue: the shell's on every page, and a part's
// (<ClientMessages scope>) inside the layout or page that names it. This follows every route file to the
// modules it runs in the browser and lists the message paths they read, so a namespace a client component
// starts to use cannot be missing where it renders, nor one no longer used linger.

const ROOT = path.resolve(import.meta.dirname, '../..');
const APP = path.join(ROOT, 'app');
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];
const ROUTE_FILE = /^(page|layout|loading|error|not-found|template)\.tsx$/;
const code = (file: string) => fs.readFileSync(file, 'utf8');

function routeFiles(dir = APP): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === path.join(APP, 'api') ? [] : routeFiles(full);
    return ROUTE_FILE.test(e.name) ? [full] : [];
  });
}

/** The project files whose code a module bundles: imports of values (not of types), static or through import(). */
function importsOf(file: string, text: string): string[] {
  const statements = [
    ...text.matchAll(/(?:import|export)\s+([^;'"]*?)\s*from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/g),
  ];
  const typeOnly = (clause: string) =>
    /^type\b/.test(clause) ||
    (/^\{[^}]*\}$/.test(clause) &&
      clause
        .slice(1, -1)
        .split(',')
        .every((n) => /^\s*(type\b|$)/.test(n)));
  return statements
    .filter((m) => m[3] || !typeOnly(m[1]))
    .flatMap((m) => {
      const s = m[2] ?? m[3];
      const base = s.startsWith('@/')
        ? path.join(ROOT, s.slice(2))
        : s.startsWith('.')
          ? path.resolve(path.dirname(file), s)
          : null;
      const found =
        base &&
        ['', ...EXTENSIONS].map((ext) => base + ext).find((f) => fs.statSync(f, { throwIfNoEntry: false })?.isFile());
      return found ? [found] : [];
    });
}

/**
 * The modules a route file runs in the browser: every 'use client' module it reaches through its imports
 * and what those import. A server action ('use server') reaches the browser as a reference only.
 */
function clientModules(route: string): Set<string> {
  const client = new Set<string>();
  const seen = new Set<string>();
  const pending: [string, boolean][] = [[route, false]];
  while (pending.length > 0) {
    const [file, underClient] = pending.pop()!;
    const text = code(file);
    const inBrowser = underClient || /^\s*['"]use client['"]/.test(text);
    if (/^\s*['"]use server['"]/.test(text) || seen.has(`${file}:${inBrowser}`)) continue;
    seen.add(`${file}:${inBrowser}`);
    if (inBrowser) client.add(file);
    pending.push(...importsOf(file, text).map((f): [string, boolean] => [f, inBrowser]));
  }
  return client;
}

/** The static part of a key before its last dot: `t('a.b.c')` reads under `a.b`, `t(\`a.${x}\`)` under `a`. */
function parentPath(key: string): string | null {
  const fixed = key.split('${')[0];
  const cut = fixed.lastIndexOf('.');
  return cut > 0 ? fixed.slice(0, cut) : null;
}

/**
 * The message paths a module reads: the namespaces given to useTranslations, and for a translator over
 * the whole catalogue (useTranslations() or one passed in, named t…/translate) the paths of its keys.
 */
function pathsReadBy(text: string): string[] {
  const paths: string[] = [];
  const scoped = new Set<string>();
  for (const m of text.matchAll(/(?:const|let)\s+(\w+)\s*=\s*useTranslations\(([^)]*)\)/g)) {
    if (m[2].trim() === '') continue;
    scoped.add(m[1]);
    // Literals compared in a conditional namespace (`kind === 'stage' ? …`) are values, not namespaces.
    paths.push(...[...m[2].matchAll(/(?<![=!]==\s*)['"`]([\w.]+)['"`]/g)].map((n) => n[1]));
  }
  for (const m of text.matchAll(
    /\b(t|t[A-Z]\w*|translate)(?:\.(?:rich|markup|raw|has))?\(\s*(['"`])((?:(?!\2).)*)\2/g,
  )) {
    const parent = scoped.has(m[1]) ? null : parentPath(m[3]);
    if (parent) paths.push(parent);
  }
  return paths;
}

/** The parts whose messages a route file's client components get: the shell's, and those it or a layout above it names. */
function scopesOf(route: string): (ClientScope | 'shell')[] {
  const dirs = path.relative(APP, path.dirname(route)).split(path.sep).filter(Boolean);
  const layouts = dirs.map((_, i) => path.join(APP, ...dirs.slice(0, i + 1), 'layout.tsx'));
  const declaring = [route, path.join(APP, 'layout.tsx'), ...layouts].filter((f) => fs.existsSync(f));
  const named = declaring.flatMap((f) => [...code(f).matchAll(/<ClientMessages scope="(\w+)"/g)].map((m) => m[1]));
  return ['shell', ...new Set(named as ClientScope[])];
}

const under = (p: string, n: string) => p === n || p.startsWith(`${n}.`);
const lookup = (messages: object, p: string) =>
  p.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);

describe('the messages sent to the browser', () => {
  const routes = routeFiles().map((file) => ({
    file: path.relative(ROOT, file),
    scopes: scopesOf(file),
    reads: [...clientModules(file)].flatMap((m) =>
      pathsReadBy(code(m)).map((p) => ({ module: path.relative(ROOT, m), path: p })),
    ),
  }));
  const route = (file: string) => routes.find((r) => r.file === file)!;

  it('follows each route to its client components and what they read', () => {
    const stage = route('app/(workspace)/projects/[projectId]/stages/[stageKey]/page.tsx');
    expect(stage.scopes).toEqual(['shell', 'stage']);
    expect(stage.reads).toContainEqual({ module: 'components/bible/bible-panel.tsx', path: 'bible' });
    const created = route('app/(workspace)/projects/new/page.tsx');
    expect(route('app/(workspace)/projects/[projectId]/page.tsx').reads).toContainEqual({
      module: 'components/projects/model-settings.tsx',
      path: 'modelSettings.roles',
    });
    expect(created.reads).toContainEqual({ module: 'lib/validation.ts', path: 'validation' });
  });

  it('include every namespace a client component reads where it renders', () => {
    const missing = routes.flatMap((r) =>
      r.reads
        .filter((read) => !r.scopes.some((s) => CLIENT_NAMESPACES[s].some((n) => under(read.path, n))))
        .map((read) => `${r.file} (${r.scopes.join(', ')}): ${read.module} reads ${read.path}`),
    );
    expect(missing).toEqual([]);
  });

  it('include nothing no client component of that part reads, and only paths both languages have', () => {
    const unused = Object.entries(CLIENT_NAMESPACES).flatMap(([scope, namespaces]) => {
      const reads = routes
        .filter((r) => r.scopes.includes(scope as ClientScope))
        .flatMap((r) => r.reads.map((x) => x.path));
      return namespaces.filter((n) => !reads.some((p) => under(p, n) || under(n, p))).map((n) => `${scope}: ${n}`);
    });
    expect(unused).toEqual([]);
    for (const n of Object.values(CLIENT_NAMESPACES).flat())
      for (const lang of ['en', 'zh'] as const) expect(lookup(MESSAGES[lang], n), `${lang} ${n}`).toBeDefined();
  });

  it('are the shell’s and the part’s namespaces, as the catalogue has them, and nothing else', () => {
    const picked = clientMessages(MESSAGES.en, 'stage');
    for (const n of [...CLIENT_NAMESPACES.shell, ...CLIENT_NAMESPACES.stage])
      expect(lookup(picked, n)).toBe(lookup(MESSAGES.en, n));
    expect(Object.keys(clientMessages(MESSAGES.en))).toEqual(['nav']);
    expect(lookup(picked, 'projects')).toBeUndefined();
    expect(lookup(picked, 'stagePage.header')).toBeUndefined();
  });
});

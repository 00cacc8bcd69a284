import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, clientMessages } from '../../lib/i18n/client-messages';
import { MESSAGES } from '../../lib/i18n/messages';

// The browser receives only CLIENT_NAMESPACES of the catalogue. This reads every module that runs in the
// browser (each 'use client' file and everything it imports) and lists the message paths it reads, so a
// namespace a client component starts to use cannot be missing there, nor one no longer used linger.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'lib'];
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The project files whose code a module bundles: imports of values (not of types), static or through import(). */
function importsOf(file: string, code: string): string[] {
  const statements = [
    ...code.matchAll(/(?:import|export)\s+([^;'"]*?)\s*from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/g),
  ];
  const typeOnly = (clause: string) =>
    /^type\b/.test(clause) ||
    (/^\{[^}]*\}$/.test(clause) &&
      clause
        .slice(1, -1)
        .split(',')
        .every((n) => /^\s*(type\b|$)/.test(n)));
  const specifiers = statements.filter((m) => m[3] || !typeOnly(m[1])).map((m) => m[2] ?? m[3]);
  return specifiers.flatMap((s) => {
    const base = s.startsWith('@/')
      ? path.join(ROOT, s.slice(2))
      : s.startsWith('.')
        ? path.resolve(path.dirname(file), s)
        : null;
    if (!base) return [];
    const found = ['', ...EXTENSIONS].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    return found ? [found] : [];
  });
}

/**
 * Every module bundled for the browser: the 'use client' files and what they import, transitively. A
 * server action ('use server') reaches the browser as a reference only, and server-only code not at all.
 */
function clientModules(): Map<string, string> {
  const code = (f: string) => fs.readFileSync(f, 'utf8');
  const pending = SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(ROOT, d))).filter((f) =>
    /^\s*['"]use client['"]/.test(code(f)),
  );
  const seen = new Map<string, string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    const text = code(file);
    if (/^\s*['"]use server['"]/.test(text) || /^import ['"]server-only['"]/m.test(text)) continue;
    seen.set(file, text);
    pending.push(...importsOf(file, text));
  }
  return seen;
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
function pathsReadBy(code: string): string[] {
  const paths: string[] = [];
  const scoped = new Set<string>();
  for (const m of code.matchAll(/(?:const|let)\s+(\w+)\s*=\s*useTranslations\(([^)]*)\)/g)) {
    if (m[2].trim() === '') continue;
    scoped.add(m[1]);
    // Literals compared in a conditional namespace (`kind === 'stage' ? …`) are values, not namespaces.
    paths.push(...[...m[2].matchAll(/(?<![=!]==\s*)['"`]([\w.]+)['"`]/g)].map((n) => n[1]));
  }
  for (const m of code.matchAll(
    /\b(t|t[A-Z]\w*|translate)(?:\.(?:rich|markup|raw|has))?\(\s*(['"`])((?:(?!\2).)*)\2/g,
  )) {
    const parent = scoped.has(m[1]) ? null : parentPath(m[3]);
    if (parent) paths.push(parent);
  }
  return paths;
}

const covered = (p: string) => CLIENT_NAMESPACES.some((n) => p === n || p.startsWith(`${n}.`));
const lookup = (messages: object, p: string) =>
  p.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);

describe('the messages sent to the browser', () => {
  const modules = clientModules();
  const read = new Map([...modules].map(([file, code]) => [path.relative(ROOT, file), pathsReadBy(code)]));

  it('finds the client components and what they read', () => {
    expect(read.get('components/bible/bible-panel.tsx')).toContain('bible');
    expect(read.get('components/projects/model-settings.tsx')).toContain('modelSettings.roles');
    expect(read.get('lib/validation.ts')).toContain('validation');
  });

  it('include every namespace a client module reads', () => {
    const missing = [...read].flatMap(([file, paths]) => paths.filter((p) => !covered(p)).map((p) => `${file}: ${p}`));
    expect(missing).toEqual([]);
  });

  it('include nothing no client module reads, and only paths that exist in both languages', () => {
    const used = [...read.values()].flat();
    const unused = CLIENT_NAMESPACES.filter(
      (n) => !used.some((p) => p === n || p.startsWith(`${n}.`) || n.startsWith(`${p}.`)),
    );
    expect(unused).toEqual([]);
    for (const n of CLIENT_NAMESPACES)
      for (const lang of ['en', 'zh'] as const) expect(lookup(MESSAGES[lang], n), `${lang} ${n}`).toBeDefined();
  });

  it('are the listed namespaces with their messages, and nothing else', () => {
    const picked = clientMessages(MESSAGES.en);
    for (const n of CLIENT_NAMESPACES) expect(lookup(picked, n)).toEqual(lookup(MESSAGES.en, n));
    expect(lookup(picked, 'projects')).toBeUndefined();
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(MESSAGES.en).length);
  });
});

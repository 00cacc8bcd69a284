import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { seedFailedRun, seedRound } from './admin-seed';

// A share link is not a session: whoever holds one has no caller. The one action that takes a token is
// a comment on a passage (lib/actions/reader-comments.ts), and only through a link that takes comments.
vi.mock('../../lib/auth/session', () => ({ getCaller: async () => null }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
  headers: async () => new Headers(),
}));

const ROOT = path.resolve(import.meta.dirname, '../..');
const ACTIONS_DIR = path.join(ROOT, 'lib/actions');
const COMMENT_ACTION = 'lib/actions/reader-comments.ts';
const { createShareLink } = await import('../../lib/data/share/links');
const { openShareLink } = await import('../../lib/data/share/access');

useTestDatabase();

/** Every exported function of every "use server" file: all of them are public POST endpoints. */
async function allActions(): Promise<[string, (input: unknown) => Promise<unknown>][]> {
  const files = fs.readdirSync(ACTIONS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.schema.ts'));
  const out: [string, (input: unknown) => Promise<unknown>][] = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join(ACTIONS_DIR, file), 'utf8');
    if (!/^\s*['"]use server['"]/.test(source)) continue;
    const mod = await import(path.join(ACTIONS_DIR, file));
    for (const [name, fn] of Object.entries(mod))
      if (typeof fn === 'function') out.push([`${file}:${name}`, fn as (input: unknown) => Promise<unknown>]);
  }
  return out;
}

/** A digest of every row of every table: any write shows up as a change. */
async function databaseDigest(): Promise<Record<string, string>> {
  const tables = await db().$queryRaw<
    { table_name: string }[]
  >`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`;
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const [row] = await db().$queryRawUnsafe<{ d: string | null }[]>(
      `SELECT md5(string_agg(row_to_json(t)::text, '|' ORDER BY row_to_json(t)::text)) AS d FROM "${table_name}" t`,
    );
    out[table_name] = row.d ?? '';
  }
  return out;
}

let token: string;
let commentToken: string;
let ids: Record<string, string>;

beforeAll(async () => {
  const owner = await makeUser('owner@example.com');
  const project = await makeProject(owner.id, 'story');
  const round = await seedRound({ projectId: project.id, stageKey: 'samples' });
  const run = await seedFailedRun(project.id);
  const link = await createShareLink(
    { db: db(), ownerId: owner.id, projectId: project.id },
    { input: { expiry: 'never' } },
  );
  token = link.token;
  commentToken = (
    await createShareLink(
      { db: db(), ownerId: owner.id, projectId: project.id },
      { input: { expiry: 'never', allowComments: true } },
    )
  ).token;
  ids = {
    projectId: project.id,
    sectionId: round.sectionId,
    roundId: round.roundId,
    loopId: round.loopId,
    runId: run.id,
    linkId: link.id,
  };
});

describe('a share link’s holder has no authority in any server action', () => {
  it.each([
    ['a read-only link', () => token],
    ['a comment link', () => commentToken],
  ])(
    'every action, given %s’s token and the shared project’s ids, is refused and changes nothing',
    async (_, tokenOf) => {
      const token = tokenOf();
      const actions = await allActions();
      expect(actions.length).toBeGreaterThan(10);
      const before = await databaseDigest();
      const inputs = [
        { token },
        { shareToken: token, ...ids },
        {
          token,
          ...ids,
          stageKey: 'samples',
          title: 'Taken over',
          text: 'Overwritten.',
          notes: 'x',
          version: 1,
          confirmTitle: 'story project',
          expiry: 'never',
          sectionIds: [ids.sectionId],
        },
        token,
      ];
      for (const [name, action] of actions) {
        for (const input of inputs) {
          const result = (await action(input)) as { ok: boolean; code?: string };
          expect(result.ok, `${name} accepted ${JSON.stringify(input).slice(0, 60)}`).toBe(false);
        }
      }
      expect(await databaseDigest()).toEqual(before);
      expect(await openShareLink(db(), token)).toMatchObject({ projectId: ids.projectId, expiresAt: null });
    },
  );

  it('the shared page reaches one server action, the comment on a passage, and nothing else in lib/actions', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = fs.readFileSync(file, 'utf8');
      if (path.relative(ROOT, file) === COMMENT_ACTION) return;
      expect(source, file).not.toMatch(/['"]use server['"]/);
      for (const [, spec] of source.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
        const base = spec.startsWith('@/')
          ? path.join(ROOT, spec.slice(2))
          : spec.startsWith('.')
            ? path.resolve(path.dirname(file), spec)
            : null;
        if (!base) continue;
        const resolved =
          ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f)) ??
          (fs.existsSync(base) ? base : null);
        if (!resolved || resolved.endsWith('.json')) continue;
        const relative = path.relative(ROOT, resolved);
        if (relative !== COMMENT_ACTION) {
          expect(relative, `imported by ${path.relative(ROOT, file)}`).not.toMatch(/^lib\/actions\//);
        }
        visit(resolved);
      }
    };
    visit(path.join(ROOT, 'app/share/[token]/page.tsx'));
    visit(path.join(ROOT, 'app/share/layout.tsx'));
    expect(seen.size).toBeGreaterThan(10);
    expect(seen).toContain(path.join(ROOT, COMMENT_ACTION));
  });
});

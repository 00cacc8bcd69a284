import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { makeProject, makeUser } from '../support/projects';
import { runToEnd } from '../support/runs';
import type { Caller } from '../../lib/auth/session';
import type { Anchor } from '../../lib/text/anchor';
import { CLIENT_ADDRESS_HEADER } from '../../lib/auth/client-address';

// Comment links end to end on real Postgres: only the session and the request headers are stand-ins.
let current: Caller | null = null;
let address = '203.0.113.1';
let locale: string | undefined;
vi.mock('../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => (locale ? { value: locale } : undefined), set: () => {}, delete: () => {} }),
  headers: async () => new Headers({ [CLIENT_ADDRESS_HEADER]: address }),
}));

const { createShareLink, revokeShareLink } = await import('../../lib/actions/share');
const { commentOnPassage } = await import('../../lib/actions/reader-comments');
const { addReaderComment } = await import('../../lib/data/refinement/reader-comments');
const { getStageView } = await import('../../lib/data/stages/stage-view');
const { decideRound } = await import('../../lib/data/refinement/decide-round');
const { startLoop } = await import('../../lib/data/refinement/start-loop');
const { appendVersion } = await import('../../lib/data/versions/append-version');
const { READER_COMMENT_LIMITS } = await import('../../lib/workflow/loop/reader-comments');

useTestDatabase();

const TEXT = 'The keeper climbed the stairs. The lamp was cold and the harbour lay dark. She counted every step.';
let owner: Caller;
let projectId: string;
let stageId: string;
let sectionId: string;

async function newLink(allowComments: boolean) {
  current = owner;
  const result = await createShareLink({ projectId, expiry: 'never', allowComments });
  if (!result.ok) throw new Error(result.message);
  current = null;
  return result.data;
}

const comment = (token: string, fields: Record<string, unknown> = {}) =>
  commentOnPassage({
    token,
    sectionId,
    quote: 'The lamp was cold',
    readerName: 'Wen',
    body: 'Why is the lamp cold? Say who let it go out.',
    ...fields,
  });

beforeAll(async () => {
  const user = await makeUser('comments@example.com');
  owner = { ...user, role: 'writer', locale: 'en' };
  projectId = (await makeProject(owner.id, 'story', 'staged', 'offline')).id;
  stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  const section = await db().section.create({
    data: { projectId, stageId, position: 0, displayNumber: '1', title: 'Night', targetLength: 20, status: 'written' },
  });
  sectionId = section.id;
  await db().$transaction((tx) =>
    appendVersion(tx, { projectId, stageId, sectionId, text: TEXT, source: 'model', engine: 'offline' }),
  );
});

beforeEach(async () => {
  current = null;
  locale = undefined;
  address = '203.0.113.1';
  await db().readerComment.deleteMany();
});

describe('comment links', () => {
  it('a comment becomes an anchored reader suggestion in the stage’s next manual round', async () => {
    const { token } = await newLink(true);
    const sent = await comment(token);
    expect(sent).toEqual({ ok: true, data: { id: expect.any(String) } });
    expect(
      (await getStageView({ db: db(), ownerId: owner.id, projectId }, { stageKey: 'final' })).waitingComments,
    ).toBe(1);

    // The text changes before the round: the comment follows its passage like any open suggestion.
    const moved = `A new opening line. ${TEXT}`;
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId, text: moved, source: 'author', engine: null }),
    );
    const started = await startLoop(
      { db: db(), ownerId: owner.id, projectId },
      {
        stageKey: 'final',
        mode: 'manual',
        roles: ['lint'],
        maxRounds: 2,
        accept: ['high', 'medium'],
        tokenBudget: null,
      },
    );
    expect((await runToEnd(started.runId)).status).toBe('succeeded');
    const round = await db().round.findFirstOrThrow({
      where: { loopId: started.loopId },
      include: { suggestions: { where: { role: 'reader' } } },
    });
    expect(round.roles).toEqual(['lint', 'reader']);
    expect(round.suggestions).toHaveLength(1);
    const [reader] = round.suggestions;
    const anchor = reader.anchor as Anchor;
    expect(reader).toMatchObject({
      sectionId,
      status: 'open',
      summary: 'Why is the lamp cold? Say who let it go out.',
    });
    expect(reader.detail).toBe('— Wen');
    expect(moved.slice(anchor.start, anchor.end)).toBe('The lamp was cold');
    expect(anchor.start).toBe(TEXT.indexOf('The lamp') + 'A new opening line. '.length);
    expect(
      (await getStageView({ db: db(), ownerId: owner.id, projectId }, { stageKey: 'final' })).waitingComments,
    ).toBe(0);

    // The owner decides on it like on any other suggestion.
    await decideRound(
      { db: db(), ownerId: owner.id, projectId },
      { roundId: round.id, decision: 'reject', picks: { accepted: [], rejected: [reader.id] } },
    );
    expect((await db().suggestion.findUniqueOrThrow({ where: { id: reader.id } })).status).toBe('rejected');
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId, text: TEXT, source: 'author', engine: null }),
    );
  });

  it('a revoked link can no longer comment, at once', async () => {
    const { id, token } = await newLink(true);
    expect((await comment(token)).ok).toBe(true);
    current = owner;
    expect((await revokeShareLink({ projectId, linkId: id })).ok).toBe(true);
    current = null;
    const refused = await comment(token);
    expect(refused).toMatchObject({ ok: false, code: 'not_found' });
    expect(!refused.ok && refused.message).toMatch(/does not take comments/);
    expect(await db().readerComment.count()).toBe(1);
  });

  it('a read-only link cannot comment, and says so in the reader’s language', async () => {
    const { token } = await newLink(false);
    locale = 'zh';
    const refused = await comment(token);
    expect(refused).toMatchObject({ ok: false, code: 'not_found' });
    expect(!refused.ok && refused.message).toContain('不接受');
    expect(await db().readerComment.count()).toBe(0);
  });

  it('a comment link reaches no other project and no deleted section', async () => {
    const { token } = await newLink(true);
    const other = await makeProject(owner.id, 'story', 'staged', 'offline');
    const otherStage = await db().stage.findFirstOrThrow({ where: { projectId: other.id, key: 'final' } });
    const foreign = await db().section.create({
      data: { projectId: other.id, stageId: otherStage.id, position: 0, displayNumber: '1', title: 'Elsewhere' },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId: other.id,
        stageId: otherStage.id,
        sectionId: foreign.id,
        text: TEXT,
        source: 'author',
        engine: null,
      }),
    );
    expect(await comment(token, { sectionId: foreign.id })).toMatchObject({ ok: false, code: 'not_found' });
    await db().section.update({ where: { id: sectionId }, data: { deletedAt: new Date() } });
    try {
      expect(await comment(token)).toMatchObject({ ok: false, code: 'not_found' });
    } finally {
      await db().section.update({ where: { id: sectionId }, data: { deletedAt: null } });
    }
    expect(await db().readerComment.count()).toBe(0);
  });

  it('size limits and a passage not in the text answer clearly', async () => {
    const { token } = await newLink(true);
    const long = await comment(token, { body: 'x'.repeat(READER_COMMENT_LIMITS.bodyChars + 1), readerName: '' });
    expect(long).toMatchObject({
      ok: false,
      code: 'invalid_input',
      fieldErrors: { body: 'Too long: at most 2000 characters.', readerName: 'Required.' },
    });
    const missing = await comment(token, { quote: 'The lighthouse was warm' });
    expect(missing).toMatchObject({ ok: false, code: 'invalid_input' });
    expect(!missing.ok && missing.message).toMatch(/not in the section's current text/);
    expect(await db().readerComment.count()).toBe(0);
  });

  it('rate limits hold per client and per link, and say when to try again', async () => {
    const { token } = await newLink(true);
    const perClient = READER_COMMENT_LIMITS.perClient;
    for (let i = 0; i < perClient.count; i++) expect((await comment(token)).ok).toBe(true);
    const limited = await comment(token);
    expect(limited).toMatchObject({ ok: false, code: 'rate_limited' });
    expect(!limited.ok && limited.message).toBe(
      `You have sent several comments in a short time. Try again in ${perClient.minutes} minutes.`,
    );
    // Another reader on the same link is not held back by the first one.
    address = '203.0.113.2';
    expect((await comment(token)).ok).toBe(true);

    const perLink = READER_COMMENT_LIMITS.perLink;
    const input = { sectionId, quote: 'She counted every step.', readerName: 'Many', body: 'Fine.' };
    const sent = await db().readerComment.count();
    // Many readers, each on a network of their own (one network alone takes only its share: below).
    for (let i = sent; i < perLink.count; i++)
      await addReaderComment(db(), { token, comment: input, clientAddress: `198.${i}.100.1` });
    address = '192.0.2.99';
    const full = await comment(token);
    expect(full).toMatchObject({ ok: false, code: 'rate_limited', details: { limit: 'link' } });
    expect(!full.ok && full.message).toMatch(/This link has taken as many comments as it can/);
    expect(await db().readerComment.count()).toBe(perLink.count);
  });

  it('one reader with many addresses on one network takes only its share of a link, not every reader’s', async () => {
    const { token } = await newLink(true);
    const { perNetwork } = READER_COMMENT_LIMITS;
    const input = { sectionId, quote: 'She counted every step.', readerName: 'Sock', body: 'Again.' };
    const from = (clientAddress: string) =>
      addReaderComment(db(), { token, comment: input, clientAddress }).then(
        () => true,
        () => false,
      );
    const results = [];
    for (let i = 0; i < 30; i++) results.push(await from(`2001:db8:7:${i.toString(16)}::${i + 1}`));
    expect(results.filter(Boolean)).toHaveLength(perNetwork.count);
    for (let i = 0; i < 30 - perNetwork.count; i++) results.push(await from(`203.0.113.${i + 10}`));
    expect(results.slice(30).filter(Boolean)).toHaveLength(perNetwork.count);
    address = '192.0.2.77';
    expect((await comment(token)).ok).toBe(true);
  });
});

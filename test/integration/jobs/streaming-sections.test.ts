import { describe, expect, it } from 'vitest';
import { findLiveTexts, requestLiveTextStop } from '../../../lib/data/runs/live-text';
import type { ReceivedRequest } from '../../support/openai-server';
import { reply, type Step } from '../../support/openai-steps';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged, patchConfig } from '../../support/flows';
import { useModelServer } from '../../support/model-env';
import { CLEAN_PROSE, requestKind, requestSectionTitle, scriptedStep } from '../../support/model-script';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// A sections run streams each section's prose into its live text as the model writes it (SSE over
// real HTTP), keeps it when the writer stops the section, and keeps what arrived when the stream breaks.

const SECTIONS = 2;
/** The writer's reply for a section title; anything else is scripted. */
let writer: (title: string | undefined) => Step = () => reply.text(CLEAN_PROSE);
useTestDatabase();
const server = useModelServer(
  (r: ReceivedRequest) => (requestKind(r) === 'writer' ? writer(requestSectionTitle(r)) : scriptedStep(r, SECTIONS)),
  { PARALLEL_SECTIONS: '1' },
);

async function atSections(email: string) {
  const owner = await makeUser(email);
  const { id } = await makeProject(owner.id, 'paper');
  await patchConfig(id, { maxSectionRewrites: 0 });
  const { runId } = await driveStaged(owner.id, id, 'sections');
  return { projectId: id, runId: runId! };
}

/** The sections stage's sections, in order (the run plans them). */
const sectionIdsOf = async (projectId: string) =>
  (
    await db().section.findMany({
      where: { projectId, stage: { key: 'sections' }, deletedAt: null },
      orderBy: { position: 'asc' },
      select: { id: true },
    })
  ).map((s) => s.id);

const currentVersion = (sectionId: string) =>
  db()
    .section.findUniqueOrThrow({ where: { id: sectionId }, select: { currentVersion: true } })
    .then((s) => s.currentVersion!);

/** Reads the run's live texts every few milliseconds until `until` settles; every text seen, per section. */
async function watchLive(runId: string, until: Promise<unknown>): Promise<Map<string, string[]>> {
  const seen = new Map<string, string[]>();
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    for (const live of await findLiveTexts(db(), runId))
      seen.set(live.sectionId, [...(seen.get(live.sectionId) ?? []), live.text]);
    await new Promise((r) => setTimeout(r, 25));
  }
  return seen;
}

describe('streamed sections', () => {
  it('stores the deltas in order as they arrive, and the saved version is the streamed text', async () => {
    writer = () => reply.text(CLEAN_PROSE, { chunkChars: 7, chunkDelayMs: 15 });
    const p = await atSections('stream-order@example.com');
    const running = runToEnd(p.runId);
    const seen = await watchLive(p.runId, running);
    expect((await running).status).toBe('succeeded');

    const sectionIds = await sectionIdsOf(p.projectId);
    expect(sectionIds).toHaveLength(SECTIONS);
    for (const sectionId of sectionIds) {
      const texts = seen.get(sectionId) ?? [];
      // Seen growing: several different lengths, each one a prefix of the reply, never shrinking.
      expect(new Set(texts.filter((t) => t && t !== CLEAN_PROSE)).size).toBeGreaterThan(2);
      for (const t of texts) expect(CLEAN_PROSE.startsWith(t)).toBe(true);
      const lengths = texts.map((t) => t.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));

      const row = await db().liveSectionText.findUniqueOrThrow({
        where: { runId_sectionId: { runId: p.runId, sectionId } },
      });
      expect(row).toMatchObject({ text: CLEAN_PROSE, state: 'done', chunks: Math.ceil(CLEAN_PROSE.length / 7) });
      expect(await currentVersion(sectionId)).toMatchObject({ text: CLEAN_PROSE, source: 'model', partial: false });
    }
    const writes = server().requests.filter((r) => requestKind(r) === 'writer' && r.body.stream === true);
    expect(writes.length).toBeGreaterThanOrEqual(SECTIONS);
  });

  it('keeps what was written when the writer stops a section, as a partial version, and goes on', async () => {
    writer = (title) =>
      title === 'Part 1'
        ? reply.text(CLEAN_PROSE, { chunkChars: 5, chunkDelayMs: 40 })
        : reply.text(CLEAN_PROSE, { chunkChars: 50 });
    const p = await atSections('stream-stop@example.com');
    const running = runToEnd(p.runId);
    for (;;) {
      const live = await db().liveSectionText.findFirst({ where: { runId: p.runId, section: { title: 'Part 1' } } });
      if (live && live.text.length >= 60) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const [first, second] = await sectionIdsOf(p.projectId);
    expect(await requestLiveTextStop(db(), { projectId: p.projectId, runId: p.runId, sectionId: first })).toBe(true);
    expect((await running).status).toBe('succeeded');

    const kept = await currentVersion(first);
    expect(kept).toMatchObject({ source: 'model', partial: true });
    expect(kept.text.length).toBeGreaterThanOrEqual(55);
    expect(kept.text.length).toBeLessThan(CLEAN_PROSE.length - 50);
    expect(CLEAN_PROSE.startsWith(kept.text)).toBe(true);
    const live = await db().liveSectionText.findUniqueOrThrow({
      where: { runId_sectionId: { runId: p.runId, sectionId: first } },
    });
    expect(live).toMatchObject({ state: 'stopped', stopRequested: true });
    expect(live.text.trim()).toBe(kept.text);
    expect(await currentVersion(second)).toMatchObject({ text: CLEAN_PROSE, partial: false });
    const call = await db().modelCall.findFirstOrThrow({ where: { runId: p.runId, errorCode: 'stopped' } });
    expect(call.outcome).toBe('ok');
    // A section that finished cannot be stopped any more.
    expect(await requestLiveTextStop(db(), { projectId: p.projectId, runId: p.runId, sectionId: second })).toBe(false);
  });

  it('fails visibly when the stream is cut mid-way, with the reason, and keeps what arrived', async () => {
    writer = (title) =>
      title === 'Part 2'
        ? { type: 'reply', content: CLEAN_PROSE, cutStream: true, chunkChars: 10 }
        : reply.text(CLEAN_PROSE);
    const p = await atSections('stream-cut@example.com');
    const before = server().requests.length;
    const failed = await runToEnd(p.runId);
    expect(failed.status).toBe('failed');
    expect(failed.errorCode).toBe('network');
    expect(failed.errorMessage).toMatch(
      /^The connection to the model endpoint was lost mid-reply, after \d+ words\. What arrived is kept as a partial version\.$/,
    );
    const part2 = (await sectionIdsOf(p.projectId))[1];
    const kept = await currentVersion(part2);
    expect(kept).toMatchObject({ source: 'model', partial: true });
    expect(kept.text).toBe(CLEAN_PROSE.slice(0, Math.ceil(Math.ceil(CLEAN_PROSE.length / 10) / 2) * 10).trim());
    const writesOfPart2 = server()
      .requests.slice(before)
      .filter((r) => requestKind(r) === 'writer' && requestSectionTitle(r) === 'Part 2');
    expect(writesOfPart2).toHaveLength(1); // the writer saw text arrive: not silently retried
    const live = await db().liveSectionText.findUniqueOrThrow({
      where: { runId_sectionId: { runId: p.runId, sectionId: part2 } },
    });
    expect(live.state).toBe('failed');
  });
});

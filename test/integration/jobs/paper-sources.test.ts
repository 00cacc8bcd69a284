import { describe, expect, it } from 'vitest';
import { importReferences } from '../../../lib/data/references/references';
import { translatorFor } from '../../../lib/i18n/translator';
import { firstUserMessage, schemaName, systemMessage } from '../../support/openai-fixtures';
import type { ReceivedRequest } from '../../support/openai-server';
import { reply, type Step } from '../../support/openai-steps';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged, patchConfig } from '../../support/flows';
import { useModelServer } from '../../support/model-env';
import { CLEAN_PROSE, requestKind, requestSectionTitle, scriptedStep } from '../../support/model-script';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// A paper's sources reach its writers and reviewers, and a citation of a key none of them has is a
// finding (sent back for revision, or stored as a suggestion), never a source added to fit it.

useTestDatabase();

const SECTIONS = 3;
// Imported before anything is written (the intake stage): the second shares the sections' topic
// ("Explain functionalism in anthropology"), the first does not.
const BIBTEX = `@article{smith2020, author = {Smith, John}, title = {Kinship and Exchange in Island Societies},
  journal = {Journal of Pacific Studies}, year = {2020}, abstract = {Gift exchange binds kin groups together.}}
@book{malinowski1944, author = {Malinowski, Bronisław}, title = {A Scientific Theory of Culture},
  publisher = {University of North Carolina Press}, year = {1944},
  abstract = {Functionalism in anthropology: every institution of a culture meets a basic human need.}}`;

/** Prose that cites a listed source, and (when `invent` is on) a key no source has. */
let invent = false;
const scores = { evidence: 8, structure: 8, language: 8, length: 8, citations: 8, originality: 8 };

function respond(request: ReceivedRequest): Step {
  switch (schemaName(request)) {
    case undefined:
      return reply.text(
        `${CLEAN_PROSE} Culture meets needs [@malinowski1944]${invent && requestSectionTitle(request) === 'Part 2' ? ', and rituals pay for themselves [@invented2099]' : ''}.`,
      );
    case 'section_review':
      return reply.json({ dimensions: scores, verdict: 'ok', issues: [], comment: 'Sound.' });
    case 'revision': {
      // The reviser drops the citation of no source, keeping the rest.
      const text = /<section id="[^"]+"[^>]*>\n([\s\S]*?)\n<\/section>/.exec(firstUserMessage(request))![1];
      return reply.json({ text: text.replace(', and rituals pay for themselves [@invented2099]', ''), unapplied: [] });
    }
    case 'global_review':
      return reply.json({ dimensions: scores, verdict: 'ok', issues: [], comment: 'Fine.' });
    case 'red_review':
      return reply.json({ improvements: [] });
    default:
      return scriptedStep(request, SECTIONS);
  }
}
const server = useModelServer(respond);

/** A paper on the model engine whose sources the writer imported on its intake stage. */
async function paperWithSources(email: string, maxSectionRewrites: number) {
  const owner = await makeUser(email);
  const { id } = await makeProject(owner.id, 'paper', 'staged', 'model');
  await patchConfig(id, { maxSectionRewrites });
  await importReferences(
    { db: db(), ownerId: owner.id, projectId: id },
    { text: BIBTEX, translate: translatorFor('en') },
  );
  return { owner, id };
}

async function requestsOf(runId: string): Promise<ReceivedRequest[]> {
  const from = server().requests.length;
  const done = await runToEnd(runId);
  expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
  return server().requests.slice(from);
}

const sourcesIn = (request: ReceivedRequest) =>
  /<sources>\n([\s\S]*?)\n<\/sources>/.exec(firstUserMessage(request))?.[1];

describe('a paper’s sources', () => {
  it('reach each section’s writer and reviewer, most relevant first, to be cited by key', async () => {
    invent = false;
    const { owner, id } = await paperWithSources('sources@example.com', 1);
    const { runId } = await driveStaged(owner.id, id, 'sections');
    const requests = await requestsOf(runId!);

    const writers = requests.filter((r) => requestKind(r) === 'writer');
    expect(writers).toHaveLength(SECTIONS);
    for (const writer of writers) {
      const listed = sourcesIn(writer)!.split('\n');
      expect(listed[0]).toMatch(
        /^- \[@malinowski1944\] Malinowski, B\. \(1944\)\. A Scientific Theory of Culture\. About: Functionalism in anthropology/,
      );
      expect(listed[1]).toMatch(/^- \[@smith2020\] Smith, J\. \(2020\)\. Kinship and Exchange/);
      expect(systemMessage(writer)).toContain('Cite only the sources in the <sources> block, by their key');
      expect(systemMessage(writer)).not.toContain('Cite in the citation style of the configuration');
    }
    // The reviewer reads them too, the source the section cites first and marked so.
    const reviews = requests.filter((r) => requestKind(r) === 'section_review');
    expect(reviews).toHaveLength(SECTIONS);
    for (const review of reviews)
      expect(sourcesIn(review)!.split('\n')[0]).toMatch(/^- \[@malinowski1944\].*\(cited in the text\)$/);
  });

  it('send a section citing a key none of them has back to the reviser, with the finding and the sources', async () => {
    invent = true;
    const { owner, id } = await paperWithSources('unknown@example.com', 1);
    const { runId } = await driveStaged(owner.id, id, 'sections');
    const requests = await requestsOf(runId!);

    // The reviewer passed Part 2 on its scores; the citation of no source sent it to the reviser.
    const revisions = requests.filter((r) => requestKind(r) === 'revision');
    expect(revisions.map(requestSectionTitle)).toEqual(['Part 2']);
    const tasks = /<tasks>\n([\s\S]*?)\n<\/tasks>/.exec(firstUserMessage(revisions[0]))![1];
    expect(tasks).toContain('"@invented2099" matches no source');
    expect(sourcesIn(revisions[0])).toContain('[@malinowski1944]');

    const part2 = await db().section.findFirstOrThrow({
      where: { projectId: id, title: 'Part 2' },
      include: { reviews: { orderBy: { createdAt: 'asc' } }, currentVersion: true },
    });
    expect(part2.reviews.map((r) => r.decision)).toEqual(['revise', 'pass']);
    expect(part2.currentVersion!.text).not.toContain('invented2099');
    expect(part2.status).toBe('passed');
    expect(await db().reference.count({ where: { projectId: id } })).toBe(2);
  });

  it('make a key none of them has a finding of the global review, and add no source for it', async () => {
    invent = true;
    // No rewrites: the citation of no source is still there when the whole paper is reviewed.
    const { owner, id } = await paperWithSources('global-unknown@example.com', 0);
    const { runId } = await driveStaged(owner.id, id, 'review');
    await requestsOf(runId!);

    const findings = await db().suggestion.findMany({
      where: { projectId: id, type: 'unknown-citation' },
      include: { section: { select: { title: true } } },
    });
    expect(findings.map((f) => [f.role, f.priority, f.section?.title, f.summary])).toEqual([
      ['lint', 'high', 'Part 2', '"@invented2099" matches no source'],
    ]);
    expect(findings[0].anchor).toMatchObject({ quote: '[@invented2099]' });
    expect(await db().reference.count({ where: { projectId: id } })).toBe(2);
  });
});

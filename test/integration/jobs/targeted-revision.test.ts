import { describe, expect, it } from 'vitest';
import { firstUserMessage, promptSections, schemaName } from '../../support/openai-fixtures';
import type { ReceivedRequest } from '../../support/openai-server';
import { reply } from '../../support/openai-steps';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged, patchConfig } from '../../support/flows';
import { useModelServer } from '../../support/model-env';
import { requestKind, requestSectionTitle, scriptedStep } from '../../support/model-script';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

useTestDatabase();

/** Section ids by title, as the review prompt lists them. */
function idsByTitle(request: ReceivedRequest): Record<string, string> {
  return Object.fromEntries(
    [...firstUserMessage(request).matchAll(/<section id="([^"]+)" title="([^"]+)"/g)].map((m) => [m[2], m[1]]),
  );
}

const QUOTE = 'Malinowski argued that rituals meet basic human needs';
const finding = (section: string | null, priority: 'high' | 'medium' | 'low', issue: string) => ({
  section,
  quote: section ? QUOTE : '',
  issue,
  expected: `${issue} Fixed with one concrete sentence.`,
  priority,
});

/**
 * The global review of a paper: in its first round the panel finds a high problem in part 2, a
 * medium one in part 4, a low one in part 6 and one about the whole document that the judge assigns
 * to part 5; afterwards it finds nothing.
 */
let round = 0;
function reviewResponder(request: ReceivedRequest) {
  const ids = idsByTitle(request);
  const first = round === 0;
  switch (schemaName(request)) {
    case 'global_review':
      return reply.json({
        dimensions: { evidence: 7, structure: 7, language: 8, length: 8, citations: 7, originality: 7 },
        verdict: first ? 'revise' : 'ok',
        issues: first
          ? [{ ...finding(null, 'high', 'The conclusion never returns to the thesis statement.'), type: 'logic' }]
          : [],
        comment: first ? 'One gap.' : 'Fine.',
      });
    case 'red_review':
      return reply.json({
        improvements: first
          ? [
              {
                ...finding(ids['Part 2'], 'high', 'The claim about Malinowski has no citation.'),
                category: 'completeness',
              },
              {
                ...finding(ids['Part 4'], 'medium', 'The contrast with Radcliffe-Brown is not explained.'),
                category: 'style',
              },
              { ...finding(ids['Part 6'], 'low', 'The sentence about rituals could be shorter.'), category: 'style' },
            ]
          : [],
      });
    case 'judge_review': {
      round++;
      const f = (n: number) => `F${n}`;
      return reply.json({
        improvements: [
          {
            ...finding(ids['Part 2'], 'high', 'The claim about Malinowski has no citation.'),
            example: 'Malinowski (1944) argued that rituals meet basic human needs.',
            sources: [f(2)],
            category: 'completeness',
            rationale: 'Unsupported claim.',
          },
          {
            ...finding(ids['Part 4'], 'medium', 'The contrast with Radcliffe-Brown is not explained.'),
            sources: [f(3)],
            category: 'style',
            rationale: 'Weakens the argument.',
          },
          {
            ...finding(ids['Part 6'], 'low', 'The sentence about rituals could be shorter.'),
            sources: [f(4)],
            category: 'style',
            rationale: 'Polish only.',
          },
          {
            ...finding(null, 'high', 'The conclusion never returns to the thesis statement.'),
            sources: [f(1)],
            category: 'logic',
            rationale: 'Blocks the goal.',
          },
        ],
        consensus: [],
        conflicts: [],
        overall: 'The conclusion loses the thesis.',
        reviseSections: [ids['Part 5']],
      });
    }
    case 'revision': {
      // The reviser rewrites the sentence the findings quote, so the accepted ones count as applied.
      const text = promptSections(request)[0]?.text ?? '';
      return reply.json({
        text: text.replace(QUOTE, 'Malinowski (1944) argued that rituals answer needs'),
        unapplied: [],
      });
    }
    default:
      return scriptedStep(request, 6);
  }
}
const server = useModelServer(reviewResponder);

// DESIGN §4.3 and seed 001's global review: only the sections that accepted suggestions touch are
// revised, each with its own tasks; a whole-document finding goes to the sections the judge names.
describe('targeted revision in a review stage', () => {
  it('the auto loop sends only the sections with accepted suggestions to the reviser', async () => {
    const owner = await makeUser('targeted@example.com');
    const { id } = await makeProject(owner.id, 'paper');
    await patchConfig(id, { maxSectionRewrites: 0 });
    const { runId } = await driveStaged(owner.id, id, 'review');

    const from = server().requests.length;
    round = 0;
    const done = await runToEnd(runId!);
    expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
    const requests = server().requests.slice(from);

    const revised = requests
      .filter((r) => requestKind(r) === 'revision')
      .map(requestSectionTitle)
      .sort();
    expect(revised).toEqual(['Part 2', 'Part 4', 'Part 5']);
    // Each reviser request carries only its own section's tasks.
    const tasksOf = (title: string) =>
      firstUserMessage(requests.find((r) => requestKind(r) === 'revision' && requestSectionTitle(r) === title)!);
    expect(tasksOf('Part 2')).toContain('has no citation');
    expect(tasksOf('Part 2')).not.toContain('Radcliffe-Brown is not explained');
    expect(tasksOf('Part 5')).toContain('never returns to the thesis');
    // Seed 002's task: its instruction, the reviewer's example when there is one, and the check it must pass.
    expect(tasksOf('Part 2')).toContain(
      '  example: Malinowski (1944) argued that rituals meet basic human needs.\n  check: The claim about Malinowski has no citation. Fixed with one concrete sentence.',
    );
    expect(tasksOf('Part 4')).not.toContain('  example:');

    const loop = await db().loop.findFirstOrThrow({
      where: { projectId: id },
      include: { rounds: { orderBy: { number: 'asc' }, include: { suggestions: true } } },
    });
    expect(loop.stopReason).toBe('no_suggestions');
    expect(loop.rounds.map((r) => r.status)).toEqual(['revised', 'assessed']);
    const [first] = loop.rounds;
    const sections = await db().section.findMany({
      where: { projectId: id, stage: { key: 'sections' } },
      select: { id: true, title: true },
    });
    const titleOf = (sectionId: string | null) => sections.find((s) => s.id === sectionId)?.title ?? null;
    expect(first.suggestions.filter((s) => s.example).map((s) => [titleOf(s.sectionId), s.example])).toEqual([
      ['Part 2', 'Malinowski (1944) argued that rituals meet basic human needs.'],
    ]);
    expect(first.suggestions.map((s) => [titleOf(s.sectionId), s.priority, s.status]).sort()).toEqual(
      [
        ['Part 2', 'high', 'resolved'],
        ['Part 4', 'medium', 'resolved'],
        ['Part 6', 'low', 'open'],
        [null, 'high', 'resolved'],
      ].sort(),
    );
    // The round's outputs are revision versions of exactly those sections; the others are untouched.
    const outputs = await db().version.findMany({
      where: { id: { in: first.outputVersionIds } },
      select: { sectionId: true, source: true, roundId: true },
    });
    expect(outputs.map((v) => titleOf(v.sectionId)).sort()).toEqual(['Part 2', 'Part 4', 'Part 5']);
    expect(outputs.every((v) => v.source === 'revision' && v.roundId === first.id)).toBe(true);
    const revisedCount = await db().version.count({ where: { projectId: id, source: 'revision' } });
    expect(revisedCount).toBe(3);
  });
});

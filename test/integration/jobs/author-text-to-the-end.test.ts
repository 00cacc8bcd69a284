import { describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { driveStaged } from '../../support/flows';
import { runToEnd } from '../../support/runs';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { approveStage } from '../../../lib/data/stages/approve-stage';
import { loadAssembledDocument } from '../../../lib/export/load';
import { exportMarkdown } from '../../../lib/export/markdown';
import { exportDocx } from '../../../lib/export/docx';
import { docxParagraphs } from '../../unit/export/zip';

useTestDatabase();

const WRITTEN_BY_HAND = 'Mara counted the mooring posts twice, because the second count was for her brother.';

describe('the author’s words reach the end', () => {
  it('a sentence typed into a sample passage opens its final chapter and is in the Markdown and DOCX exports', async () => {
    const owner = await makeUser('by-hand@example.com');
    const { id } = await makeProject(owner.id, 'story', 'staged', 'offline');
    const { runId } = await driveStaged(owner.id, id, 'samples');
    expect((await runToEnd(runId!)).status).toBe('succeeded');

    const sample = await db().section.findFirstOrThrow({
      where: { projectId: id, stage: { key: 'samples' } },
      orderBy: { position: 'asc' },
      include: { currentVersion: true },
    });
    const typed = `${WRITTEN_BY_HAND}\n\n${sample.currentVersion?.text ?? ''}`;
    await saveSectionText(
      { db: db(), ownerId: owner.id, projectId: id },
      { sectionId: sample.id, baseVersion: sample.version, text: typed },
    );
    const approved = await approveStage({ db: db(), ownerId: owner.id, projectId: id }, 'samples');
    expect((await runToEnd(approved.runId!)).status).toBe('succeeded');

    const chapter = await db().section.findFirstOrThrow({
      where: { projectId: id, stage: { key: 'final' }, key: sample.key.replace(/^sample-/, '') },
      include: { currentVersion: true },
    });
    expect(chapter.currentVersion?.text.startsWith(typed.trimEnd())).toBe(true);
    expect(chapter.currentVersion!.text.length).toBeGreaterThan(typed.length); // the rest was written after it

    const bundle = await loadAssembledDocument({ db: db(), ownerId: owner.id, projectId: id });
    expect(exportMarkdown(bundle)).toContain(WRITTEN_BY_HAND);
    expect(docxParagraphs(await exportDocx(bundle)).join('\n')).toContain(WRITTEN_BY_HAND);
  });
});

import { appendVersion } from '../../lib/data/versions/append-version';
import { db } from './db';
import { makeProject, makeUser } from './projects';

// A story project on the model engine whose final stage already holds written sections: the
// starting point of a refinement loop.

/** Four chapters of four sentences each; every sentence is distinct, so a quote anchors once. */
export const LOOP_TEXTS = [
  'The keeper climbed the stairs. She was tired and the lamp was cold. Below her the harbour lay dark. She counted the steps out loud.',
  'Mara watched the sea from the rocks. A storm was coming from the west. The fishing boats had not come home. She pulled her coat tighter.',
  'The ship turned toward the reef. Mara ran back to the tower. Her hands shook on the matches. The wick caught on the third try.',
  'Light swept across the water at last. The ship swung away from the rocks. Mara sat down on the cold floor. Her father found her there at dawn.',
];

export interface LoopProject {
  ownerId: string;
  projectId: string;
  stageId: string;
  sectionIds: string[];
}

export async function makeLoopProject(email: string, texts: readonly string[] = LOOP_TEXTS): Promise<LoopProject> {
  const ownerId = (await makeUser(email)).id;
  const projectId = (await makeProject(ownerId, 'story', 'staged', 'model')).id;
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  const sectionIds: string[] = [];
  for (const [position, text] of texts.entries()) {
    const s = await db().section.create({
      data: {
        projectId,
        stageId,
        position,
        displayNumber: String(position + 1),
        title: `Chapter ${position + 1}`,
        goal: 'Move the storm night forward',
        targetLength: 40,
        status: 'written',
      },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId,
        stageId,
        sectionId: s.id,
        text,
        source: 'model',
        engine: 'model',
        model: 'test-model',
      }),
    );
    sectionIds.push(s.id);
  }
  return { ownerId, projectId, stageId, sectionIds };
}

export async function currentTexts(sectionIds: string[]): Promise<string[]> {
  const rows = await db().section.findMany({
    where: { id: { in: sectionIds } },
    include: { currentVersion: { select: { text: true } } },
  });
  return sectionIds.map((id) => rows.find((r) => r.id === id)?.currentVersion?.text ?? '');
}

/** A loop's rounds in order, with their suggestions and the versions they wrote. */
export function roundsOf(loopId: string) {
  return db().round.findMany({
    where: { loopId },
    orderBy: { number: 'asc' },
    include: { suggestions: true, versions: true },
  });
}

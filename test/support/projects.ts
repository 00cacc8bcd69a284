import { db } from './db';
import { createProject } from '../../lib/data/projects/projects';
import { appendVersion } from '../../lib/data/versions/append-version';
import { templateOf, type TemplateKind } from '../../lib/workflow/templates';

export async function makeUser(email: string) {
  return db().user.create({ data: { email, name: email.split('@')[0], passwordHash: 'x' } });
}

const CONFIGS: Record<TemplateKind, Record<string, unknown>> = {
  story: {
    premise: 'A lighthouse keeper’s daughter must decide whether to light the lamp for smugglers.',
    targetWords: 1200,
    language: 'en',
  },
  paper: {
    topic: 'Functionalism in anthropology',
    discipline: 'Anthropology',
    level: 'master',
    citationStyle: 'APA',
    targetWords: 2000,
    maxSectionRewrites: 1,
  },
  script: { playerCount: 3, era: 'Shanghai, 1931', theme: 'A jeweller dies during a charity auction', language: 'en' },
  rewrite: {
    originalDocument:
      '# Onboarding\n\nNew staff should read this. Basically you get a laptop.\n\n## Accounts\n\nAsk your manager. TODO: list systems.\n\n## First week\n\nShadow a colleague.',
    clarifications: [{ question: 'Audience?', answer: 'New engineers.' }],
  },
};

export async function makeProject(
  ownerId: string,
  template: TemplateKind,
  mode: 'staged' | 'oneshot' = 'staged',
  engine: 'model' | 'offline' | null = null,
) {
  const config = templateOf(template).config.parse(CONFIGS[template]) as Record<string, unknown>;
  return createProject(db(), ownerId, { template, title: `${template} project`, mode, engine, config });
}

/**
 * Sections of a project's stage (the final one unless named), each holding `texts[i]` as the writer's
 * first version; sections at the `locked` positions are locked. Answers the stage and the ids in order.
 */
export async function writtenSections(
  { ownerId, projectId }: { ownerId: string; projectId: string },
  texts: readonly string[],
  { stageKey = 'final', locked = [] }: { stageKey?: string; locked?: number[] } = {},
): Promise<{ stageId: string; sectionIds: string[] }> {
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: stageKey } })).id;
  const sectionIds: string[] = [];
  for (const [position, text] of texts.entries()) {
    const section = await db().section.create({
      data: {
        projectId,
        stageId,
        position,
        displayNumber: String(position + 1),
        title: `Chapter ${position + 1}`,
        locked: locked.includes(position),
      },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId: section.id, text, source: 'author', authorId: ownerId }),
    );
    sectionIds.push(section.id);
  }
  return { stageId, sectionIds };
}

/** A section's current text. */
export const currentText = async (sectionId: string) =>
  (await db().section.findUniqueOrThrow({ where: { id: sectionId }, include: { currentVersion: true } }))
    .currentVersion!.text;

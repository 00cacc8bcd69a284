import 'server-only';
import type { Db } from '../../db';
import { getProjectBoard, type ProjectBoard } from '../projects/board';
import type { SharedProjectRef } from './access';

interface SharedSection {
  id: string;
  displayNumber: string;
  title: string;
  text: string;
}

export interface SharedStage {
  key: string;
  /** The artifact's structured data (plan, outline …), or null for prose-only stages. */
  artifact: unknown | null;
  /** The artifact's own text (assembled documents), when it has one. */
  artifactText: string;
  sections: SharedSection[];
}

export interface SharedProject {
  board: ProjectBoard;
  /** The owner's display name; never the email. */
  ownerName: string;
  stages: SharedStage[];
  /** When the text last changed (the newest version of any stage or section); null before any text. */
  lastChangedAt: string | null;
}

/** Everything the read-only shared page shows except the round history. */
export async function getSharedProject(db: Db, ref: SharedProjectRef): Promise<SharedProject> {
  const [board, owner, latest, stages] = await Promise.all([
    getProjectBoard({ db, ownerId: ref.ownerId, projectId: ref.projectId }),
    db.user.findUniqueOrThrow({ where: { id: ref.ownerId }, select: { name: true } }),
    db.version.findFirst({
      where: { projectId: ref.projectId },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    }),
    db.stage.findMany({
      where: { projectId: ref.projectId },
      orderBy: { position: 'asc' },
      select: {
        key: true,
        currentVersion: { select: { text: true, data: true } },
        sections: {
          where: { deletedAt: null },
          orderBy: { position: 'asc' },
          select: { id: true, displayNumber: true, title: true, currentVersion: { select: { text: true } } },
        },
      },
    }),
  ]);
  return {
    board,
    ownerName: owner.name,
    lastChangedAt: latest?.createdAt.toISOString() ?? null,
    stages: stages.map((s) => ({
      key: s.key,
      artifact: s.currentVersion?.data ?? null,
      artifactText: s.currentVersion?.text ?? '',
      sections: s.sections.map((sec) => ({
        id: sec.id,
        displayNumber: sec.displayNumber,
        title: sec.title,
        text: sec.currentVersion?.text ?? '',
      })),
    })),
  };
}

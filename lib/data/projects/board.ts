import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { countWords, lengthUnit } from '../../text/count';
import { machineOf } from '../stages/lifecycle';
import { templateOf, type TemplateKind } from '../../workflow/templates';
import type { StageKind } from '../../workflow/templates/types';
import { projectIdentity } from './identity';

export interface BoardSection {
  id: string;
  displayNumber: string;
  title: string;
  status: string;
  words: number;
  targetLength: number;
  engine: 'model' | 'offline' | null;
}

interface BoardStage {
  id: string;
  key: string;
  kind: StageKind;
  /** The stage holds a plan, outline or review of its own (artifact and review stages). */
  hasArtifact: boolean;
  status: string;
  stale: boolean;
  engine: 'model' | 'offline' | null;
  sections: BoardSection[];
}

export interface ProjectBoard {
  id: string;
  title: string;
  template: TemplateKind;
  mode: 'staged' | 'oneshot';
  state: string;
  version: number;
  engine: 'model' | 'offline' | null;
  failedStage: string | null;
  failedReason: string | null;
  createdAt: string;
  updatedAt: string;
  /** When the last stage was approved; null while the project is in progress. */
  completedAt: string | null;
  /** The document's length as it stands: the sections of its last sections stage, in words (or characters for Chinese). */
  length: { count: number; unit: 'words' | 'chars' };
  stages: BoardStage[];
}

/** The stage board of one of the caller's projects. */
export async function getProjectBoard({ db, ownerId, projectId: id }: ProjectScope): Promise<ProjectBoard> {
  const p = await db.project.findFirst({
    where: { id, ownerId },
    include: {
      stages: {
        orderBy: { position: 'asc' },
        include: {
          currentVersion: { select: { engine: true } },
          sections: {
            where: { deletedAt: null },
            orderBy: { position: 'asc' },
            include: { currentVersion: { select: { text: true, engine: true } } },
          },
        },
      },
    },
  });
  if (!p) throw new ExpectedError('not_found');
  const kinds = new Map(templateOf(p.template).stages.map((s) => [s.key, s.kind]));
  // The document is its last sections stage (a review stage revises those same sections).
  const body = p.stages.filter((s) => kinds.get(s.key) === 'sections').at(-1);
  const bodyText = body?.sections.map((sec) => sec.currentVersion?.text ?? '').join('\n\n') ?? '';
  return {
    ...projectIdentity(p),
    version: p.version,
    engine: p.engine,
    // The stored failure names the state that failed; the board names its stage (null in one-shot mode).
    failedStage:
      p.state === 'failed' ? (machineOf(p).stages.find((s) => s.generating === p.failedStage)?.stageKey ?? null) : null,
    failedReason: p.state === 'failed' ? p.failedReason : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    completedAt: p.state === 'completed' ? (p.approvedAt ?? p.updatedAt).toISOString() : null,
    length: { count: countWords(bodyText), unit: lengthUnit(bodyText) },
    stages: p.stages.map((s) => ({
      id: s.id,
      key: s.key,
      kind: kinds.get(s.key) ?? 'sections',
      hasArtifact: s.currentVersionId !== null,
      status: s.status,
      stale: s.stale,
      engine: s.currentVersion?.engine ?? null,
      sections: s.sections.map((sec) => ({
        id: sec.id,
        displayNumber: sec.displayNumber,
        title: sec.title,
        status: sec.status,
        words: countWords(sec.currentVersion?.text ?? ''),
        targetLength: sec.targetLength,
        engine: sec.currentVersion?.engine ?? null,
      })),
    })),
  };
}

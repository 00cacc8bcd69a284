import type { VersionSummary } from '../stages/stage-view.types';

/** What a version's line in an outline or a history is read with: never its text. */
export const VERSION_SELECT = {
  id: true,
  number: true,
  source: true,
  engine: true,
  model: true,
  partial: true,
  createdAt: true,
  author: { select: { name: true } },
} as const;

type VersionRow = {
  id: string;
  number: number;
  source: VersionSummary['source'];
  engine: VersionSummary['engine'];
  model: string | null;
  partial: boolean;
  createdAt: Date;
  author: { name: string } | null;
};

export const toVersionSummary = (v: VersionRow): VersionSummary => ({
  id: v.id,
  number: v.number,
  source: v.source,
  engine: v.engine,
  model: v.model,
  partial: v.partial,
  authorName: v.author?.name ?? null,
  createdAt: v.createdAt.toISOString(),
});

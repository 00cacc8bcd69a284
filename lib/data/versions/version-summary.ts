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

// What the stage page renders. Plain, serialisable objects: no Prisma rows reach components.

export type VersionSource = 'model' | 'author' | 'revision' | 'variant' | 'rollback';

export interface VersionSummary {
  id: string;
  number: number;
  source: VersionSource;
  engine: 'model' | 'offline' | null;
  model: string | null;
  /** Model text that did not finish: the writer stopped it, or the stream broke off. */
  partial: boolean;
  authorName: string | null;
  createdAt: string;
}

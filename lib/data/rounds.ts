import 'server-only';
import type { Prisma } from '../generated/prisma/client';
import type { Anchor } from '../text/anchor';
import type { SuggestionView } from './history.types';

// The one reader of rounds. The history, the shared page and the admin pages all ask it, each with
// the scope the server resolved (the owner's session, an opened share link, the admin guard):
// a scope never comes from the client, and a round outside it is simply not found.

export type RoundScope =
  | { kind: 'owner'; ownerId: string; projectId: string }
  | { kind: 'share'; ownerId: string; projectId: string }
  | { kind: 'admin' };

/** The `where` that confines a round query to the scope. */
export function roundScopeWhere(scope: RoundScope): Prisma.RoundWhereInput {
  if (scope.kind === 'admin') return {};
  return { projectId: scope.projectId, project: { ownerId: scope.ownerId } };
}

export const SUGGESTION_SELECT = {
  id: true,
  roundId: true,
  sectionId: true,
  role: true,
  type: true,
  priority: true,
  summary: true,
  detail: true,
  expected: true,
  status: true,
  anchor: true,
  section: { select: { displayNumber: true, title: true } },
} as const;

/** Suggestions in the order every view lists them: by priority, then as they were made. */
export const SUGGESTION_ORDER: Prisma.SuggestionOrderByWithRelationInput[] = [
  { priority: 'asc' },
  { createdAt: 'asc' },
];

type SuggestionRow = Prisma.SuggestionGetPayload<{ select: typeof SUGGESTION_SELECT }>;

export function toSuggestionView({ section, anchor, priority, status, ...s }: SuggestionRow): SuggestionView {
  return {
    ...s,
    priority: priority as SuggestionView['priority'],
    status: status as SuggestionView['status'],
    anchor: (anchor as Anchor | null) ?? null,
    sectionLabel: section ? `${section.displayNumber} ${section.title}` : null,
  };
}

/** "2.1 Title" for the section a loop refined; null for a loop over the whole stage. */
export const loopSectionLabel = (section: { displayNumber: string; title: string } | null) =>
  section ? `${section.displayNumber} ${section.title}` : null;

export { roundChanges, type VersionChange, type VersionSide } from './share-round-changes';

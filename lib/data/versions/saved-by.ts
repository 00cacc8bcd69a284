import 'server-only';
import type { VersionSource } from '../../generated/prisma/client';

/**
 * Who wrote the version a stale save met: the writer (typed, chose a variant or rolled back, in another
 * tab or window; only the owner writes a project) or a generation (a model or revision run).
 */
export function savedByOf(
  version: { source: VersionSource; authorId: string | null } | null,
  ownerId: string,
): 'you' | 'run' {
  const generated = !version || version.source === 'model' || version.source === 'revision';
  return !generated && version.authorId === ownerId ? 'you' : 'run';
}

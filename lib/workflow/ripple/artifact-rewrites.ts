import { changedFields, isNameField, namesIn, type ArtifactChanges } from './artifact-changes';
import { removedWords, type RewriteRule } from './rewrite-candidates';

/**
 * What each rewritten field of an approved plan or outline asks of the passages naming what it
 * mentions: the distinctive words it no longer says (beyond the renames and values followed word for
 * word), and the bare values it changed, stated elsewhere in a paragraph that names them.
 */
export function artifactRewriteRules(
  before: unknown,
  after: unknown,
  known: readonly string[],
  changes: ArtifactChanges,
): RewriteRule[] {
  const mechanical = { renames: changes.renames, values: [...changes.values, ...changes.subjectValues] };
  return changedFields(before, after)
    .filter((f) => !isNameField(f.key))
    .map((f) => ({
      spellings: [...new Set(namesIn(f.from, known))],
      removed: removedWords(f.from, f.to, mechanical),
      values: changes.subjectValues,
    }));
}

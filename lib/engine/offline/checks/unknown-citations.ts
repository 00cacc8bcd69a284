import { anchorAt } from '../../../text/anchor';
import { citationClusters } from '../../../workflow/references/cite-keys';
import { say } from '../language';
import type { CheckInput, Finding } from './types';

/**
 * A paper's citation whose key matches none of its sources: it would print as written and list
 * nothing, so it is a finding for the writer (high priority), never a source made up to fit it.
 */
export function checkUnknownCitations(input: CheckInput): Finding[] {
  if (!input.citationKeys) return [];
  const lang = input.language;
  return citationClusters(input.text).flatMap((cluster) =>
    cluster.keys
      .filter((key) => !input.citationKeys!.has(key))
      .map((key): Finding => {
        const cite = input.text.slice(cluster.start, cluster.end);
        return {
          type: 'unknown-citation',
          priority: 'high',
          summary: say(lang, `"@${key}" matches no source`, `“@${key}”不对应任何文献`),
          detail: say(
            lang,
            `The citation ${cite} names the key "${key}", which none of the paper's sources has: it would print as written, and no reference would be listed for it.`,
            `引用 ${cite} 中的“${key}”不是本文任何文献的引用键：导出时会原样显示，参考文献表里也不会有对应条目。`,
          ),
          expected: say(
            lang,
            `"${key}" replaced by the key of a source from the paper's sources, or the source added there, or [citation needed] in its place.`,
            `将“${key}”换成本文文献中某条的引用键，或先在文献面板中添加该文献，或改写为［待补引用］。`,
          ),
          anchor: anchorAt(input.text, cluster.start, cluster.end),
        };
      }),
  );
}

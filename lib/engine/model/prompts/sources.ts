import { rankSources, type RankedSource, type Source } from '../../../workflow/references/sources';
import { scaled } from './context';
import { dataBlock } from './untrusted';

/** Most characters of source entries one prompt carries; shrinks with the rest when fitting a small context. */
const SOURCES_BUDGET_CHARS = 6_000;
/** Longest abstract or note quoted for one source. */
const ABOUT_CHARS = 400;

function sourceLine({ source: s, cited }: RankedSource): string {
  const about = s.about.length > ABOUT_CHARS ? `${s.about.slice(0, ABOUT_CHARS)}…` : s.about;
  const head = [s.authors, s.year && `(${s.year})`].filter(Boolean).join(' ');
  return [
    `- [@${s.key}]`,
    head && `${head}.`,
    s.title ? `${s.title}.` : '(title not entered yet)',
    about && `About: ${about}`,
    cited && '(cited in the text)',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A paper's sources for a prompt about `texts`: the ones the texts cite first, then the most
 * relevant, within the budget. Null for a project with no source list (not a paper).
 */
export function sourcesBlock(sources: readonly Source[] | undefined, texts: string[], scale = 1): string | null {
  if (!sources) return null;
  if (!sources.length) return dataBlock('sources', '(none: the writer has added no sources)');
  const budget = scaled(SOURCES_BUDGET_CHARS, scale);
  const lines: string[] = [];
  let used = 0;
  for (const ranked of rankSources(sources, texts)) {
    const line = sourceLine(ranked);
    if (lines.length > 0 && used + line.length > budget) break;
    lines.push(line.slice(0, budget));
    used += line.length + 1;
  }
  const left = sources.length - lines.length;
  if (left > 0) lines.push(`(${left} less relevant sources left out to fit)`);
  return dataBlock('sources', lines.join('\n'));
}

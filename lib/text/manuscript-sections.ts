// A manuscript's Markdown cut into sections at its headings. A lone leading top-level heading
// followed by deeper ones is the document's title, not a section; the shallowest remaining heading
// level marks section boundaries, and deeper headings stay in the section's text, one level below it.

export interface ManuscriptSection {
  title: string;
  text: string;
}

export interface SplitManuscript {
  /** The document's title when it has one of its own (a lone leading top-level heading). */
  title: string | null;
  sections: ManuscriptSection[];
}

interface Line {
  text: string;
  heading: { level: number; title: string } | null;
}

const ATX = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

function classify(markdown: string): Line[] {
  let fenced = false;
  return markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((text) => {
      if (/^\s*```/.test(text)) fenced = !fenced;
      const m = fenced ? null : ATX.exec(text);
      return { text, heading: m ? { level: m[1].length, title: m[2].trim() } : null };
    });
}

const joinText = (lines: string[]) =>
  lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** Sections at the manuscript's headings; `fallbackTitle` names text that comes before any heading. */
export function splitManuscript(markdown: string, fallbackTitle: string): SplitManuscript {
  const lines = classify(markdown);
  const headings = lines.filter((l) => l.heading);
  const first = headings[0]?.heading;
  const ownTitle =
    first && headings.length > 1 && headings.every((l, i) => i === 0 || l.heading!.level > first.level) ? first : null;
  const boundaries = headings.filter((l) => l.heading !== ownTitle);
  const level = Math.min(...boundaries.map((l) => l.heading!.level));

  const sections: ManuscriptSection[] = [];
  let current: { title: string; lines: string[] } = { title: ownTitle?.title ?? fallbackTitle, lines: [] };
  const flush = () => {
    const text = joinText(current.lines);
    if (text || current !== preamble) sections.push({ title: current.title, text });
  };
  const preamble = current;
  for (const line of lines) {
    if (line.heading === ownTitle && ownTitle) continue;
    if (line.heading?.level === level) {
      flush();
      current = { title: line.heading.title, lines: [] };
    } else if (line.heading) {
      current.lines.push(`${'#'.repeat(line.heading.level - level)} ${line.heading.title}`);
    } else current.lines.push(line.text);
  }
  flush();
  return { title: ownTitle?.title ?? null, sections };
}

// Markdown-ish prose as format-neutral blocks, shared by the Word, EPUB and PDF exports: blank lines
// separate paragraphs, "#" lines are headings below the part's own level, "- " / "* " lines are
// bullets, "> " lines a quote, ``` fences code, and a line of three or more -, * or _ a scene break.

export type ProseBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'bullet'; depth: number; text: string }
  | { kind: 'break' }
  | { kind: 'text' | 'quote' | 'code'; lines: string[] };

type RunningKind = 'text' | 'quote' | 'code';

/** One line outside a code block that is a block of its own; null when it belongs to a running block. */
function ownBlock(line: string, partLevel: number): ProseBlock | null {
  if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) return { kind: 'break' };
  const heading = /^(#{1,6})\s+(.+?)\s*#*$/.exec(line);
  if (heading) return { kind: 'heading', level: partLevel + heading[1].length, text: heading[2] };
  const bullet = /^(\s*)[-*+]\s+(.+)$/.exec(line);
  if (bullet) return { kind: 'bullet', depth: Math.min(8, Math.floor(bullet[1].length / 2)), text: bullet[2] };
  return null;
}

export function proseBlocks(text: string, partLevel: number): ProseBlock[] {
  const out: ProseBlock[] = [];
  let kind: RunningKind = 'text';
  let lines: string[] = [];
  const flush = () => {
    if (lines.length) out.push({ kind, lines });
    kind = 'text';
    lines = [];
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const fence = /^\s*```/.test(line);
    if (kind === 'code') {
      if (fence) flush();
      else lines.push(raw);
      continue;
    }
    if (fence || !line.trim()) {
      flush();
      if (fence) kind = 'code';
      continue;
    }
    const own = ownBlock(line, partLevel);
    if (own) {
      flush();
      out.push(own);
      continue;
    }
    const quote = /^\s*>\s?(.*)$/.exec(line);
    const want: RunningKind = quote ? 'quote' : 'text';
    if (kind !== want) flush();
    kind = want;
    lines.push(quote ? quote[1] : line.trim());
  }
  flush();
  return out;
}

/** A heading's text on one line. */
export const headingText = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

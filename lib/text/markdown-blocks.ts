// The Markdown a writer or a model writes, read as blocks by the screen and by every export: blank lines
// separate paragraphs, "#" lines are headings, "- " / "* " / "+ " lines bullets, "1. " lines numbered
// items (numbers kept as typed), two spaces of indent one level of nesting, "> " lines a quote, ``` fences code, and "---" a scene break.

export type MarkdownBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'quote'; lines: string[] }
  | { kind: 'code'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: { marker: string; text: string; depth: number }[] }
  | { kind: 'rule' };

const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const HEADING = /^(#{1,6})\s+(.+?)\s*#*$/;
const BULLET = /^(\s*)([-*+])\s+(.+)$/;
const NUMBERED = /^(\s*)(\d{1,9}[.)])\s+(.+)$/;
const QUOTE = /^\s*>\s?(.*)$/;

/** The text's blocks in order; nothing is dropped, and text that is no construct stays a paragraph. */
export function markdownBlocks(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let open = null as MarkdownBlock | null;
  const flush = () => {
    if (open) blocks.push(open);
    open = null;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const fence = /^\s*```/.test(line);
    if (open?.kind === 'code') {
      if (fence) flush();
      else open.lines.push(raw);
      continue;
    }
    if (fence || !line.trim()) {
      flush();
      if (fence) open = { kind: 'code', lines: [] };
      continue;
    }
    if (RULE.test(line)) {
      flush();
      blocks.push({ kind: 'rule' });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
      continue;
    }
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (item) {
      const ordered = !BULLET.test(line);
      const list: MarkdownBlock =
        open?.kind === 'list' && open.ordered === ordered ? open : { kind: 'list', ordered, items: [] };
      if (list !== open) flush();
      list.items.push({ marker: item[2], text: item[3], depth: Math.min(8, Math.floor(item[1].length / 2)) });
      open = list;
      continue;
    }
    const quote = QUOTE.exec(line);
    const kind = quote ? 'quote' : 'paragraph';
    const running: MarkdownBlock = open?.kind === kind ? open : { kind, lines: [] };
    if (running !== open) flush();
    running.lines.push(quote ? quote[1] : line.trim());
    open = running;
  }
  flush();
  return blocks;
}

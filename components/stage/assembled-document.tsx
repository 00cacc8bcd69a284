import { useTranslations } from 'next-intl';

type Block = { kind: 'heading'; level: number; text: string } | { kind: 'paragraph'; text: string };

// Just enough Markdown for reading: headings become headings, everything else stays as written.
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
    } else if (line.trim() === '') flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

const HEADING_CLASS = [
  'text-xl font-semibold',
  'text-lg font-semibold',
  'text-base font-semibold',
  'text-base font-medium',
  'text-sm font-medium',
];

/** The assembled document, readable in the page (the page's own h1 stays the only h1). */
export function AssembledDocument({ markdown }: { markdown: string }) {
  const t = useTranslations('stagePage.assembly');
  const blocks = blocksOf(markdown);
  return (
    <article
      aria-label={t('title')}
      className="flex max-w-[72ch] flex-col gap-3 text-[15px] leading-relaxed text-stone-800"
      data-testid="assembled-document"
    >
      {blocks.map((b, i) => {
        if (b.kind === 'paragraph')
          return (
            <p key={i} className="whitespace-pre-wrap">
              {b.text}
            </p>
          );
        const level = Math.min(b.level + 1, 6);
        const Tag = `h${level}` as 'h2';
        return (
          <Tag key={i} className={`${HEADING_CLASS[level - 2]} mt-3 text-stone-900`}>
            {b.text}
          </Tag>
        );
      })}
    </article>
  );
}

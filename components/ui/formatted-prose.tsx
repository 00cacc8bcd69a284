import type { ReactNode } from 'react';
import { inlineSpans } from '@/lib/text/inline-spans';
import { headingText, proseBlocks, type ProseBlock } from '@/lib/text/prose-blocks';

const HEADING_CLASS = [
  'text-xl font-semibold',
  'text-lg font-semibold',
  'text-base font-semibold',
  'text-base font-medium',
];

function inline(lines: readonly string[]): ReactNode[] {
  return lines.flatMap((line, i) => [
    ...(i > 0 ? [<br key={`br${i}`} />] : []),
    ...inlineSpans(line).map((span, j) => {
      const key = `${i}.${j}`;
      if (span.bold) return <strong key={key}>{span.text}</strong>;
      if (span.italics) return <em key={key}>{span.text}</em>;
      if (span.code) return <code key={key}>{span.text}</code>;
      return <span key={key}>{span.text}</span>;
    }),
  ]);
}

function block(b: ProseBlock, i: number, headingBase: number): ReactNode {
  switch (b.kind) {
    case 'heading': {
      const level = Math.min(headingBase + b.level, 6);
      const Tag = `h${level}` as 'h2';
      return (
        <Tag key={i} className={`${HEADING_CLASS[Math.min(level - 2, 3)]} mt-3 text-stone-900`}>
          {headingText(b.text)}
        </Tag>
      );
    }
    case 'bullet':
      return (
        <ul key={i} className="list-disc pl-6" style={{ marginLeft: `${b.depth * 1.25}rem` }}>
          <li>{inline([b.text])}</li>
        </ul>
      );
    case 'break':
      return <hr key={i} className="my-2 border-stone-200" />;
    case 'quote':
      return (
        <blockquote key={i} className="border-l-4 border-stone-200 pl-3 text-stone-600">
          {inline(b.lines)}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={i} className="overflow-x-auto rounded bg-stone-50 p-3 text-sm">
          {b.lines.join('\n')}
        </pre>
      );
    default:
      return <p key={i}>{inline(b.lines)}</p>;
  }
}

/**
 * Markdown prose as a reader sees it: headings, paragraphs, bullets, quotes, bold and italics (the same
 * reading of the text as the Word, EPUB and PDF exports). `headingBase` keeps the page's own h1 the only one.
 */
export function FormattedProse({ markdown, headingBase = 1 }: { markdown: string; headingBase?: number }) {
  return <>{proseBlocks(markdown, 0).map((b, i) => block(b, i, headingBase))}</>;
}

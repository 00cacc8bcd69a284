import { Fragment } from 'react';
import { markdownBlocks } from '@/lib/text/markdown-blocks';
import { inlineSpans } from '@/lib/text/markdown-inline';

const HEADING_CLASS = ['text-xl font-semibold', 'text-lg font-semibold', 'text-base font-semibold', 'font-medium'];

function Inline({ lines }: { lines: readonly string[] }) {
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {inlineSpans(line).map((span, j) =>
        span.bold ? (
          <strong key={j}>{span.text}</strong>
        ) : span.italics ? (
          <em key={j}>{span.text}</em>
        ) : span.code ? (
          <code key={j} className="rounded bg-stone-100 px-1 text-[0.9em]">
            {span.text}
          </code>
        ) : (
          <Fragment key={j}>{span.text}</Fragment>
        ),
      )}
    </Fragment>
  ));
}

/**
 * Markdown as formatted text: headings, paragraphs, lists, quotes, code, scene breaks, bold and italic.
 * `headingBelow` is the level of the heading the text sits under, so "#" never outranks the page's own.
 */
export function MarkdownText({ text, headingBelow = 1 }: { text: string; headingBelow?: number }) {
  return markdownBlocks(text).map((block, i) => {
    switch (block.kind) {
      case 'heading': {
        const level = Math.min(6, headingBelow + block.level);
        const Tag = `h${level}` as 'h2';
        return (
          <Tag key={i} className={`${HEADING_CLASS[Math.min(3, level - 2)]} mt-2 text-stone-900`}>
            <Inline lines={[block.text]} />
          </Tag>
        );
      }
      case 'list': {
        const Tag = block.ordered ? 'ol' : 'ul';
        return (
          <Tag key={i} className={`ml-5 ${block.ordered ? 'list-none' : 'list-disc'} space-y-1`}>
            {block.items.map((item, j) => (
              <li key={j}>
                {block.ordered && <span className="mr-1 text-stone-600">{item.marker}</span>}
                <Inline lines={[item.text]} />
              </li>
            ))}
          </Tag>
        );
      }
      case 'quote':
        return (
          <blockquote key={i} className="border-l-4 border-stone-200 pl-3 text-stone-700">
            <Inline lines={block.lines} />
          </blockquote>
        );
      case 'code':
        return (
          <pre key={i} className="overflow-x-auto rounded bg-stone-100 p-3 text-xs">
            {block.lines.join('\n')}
          </pre>
        );
      case 'rule':
        return (
          <p key={i} aria-hidden="true" className="text-center tracking-[0.5em] text-stone-400">
            * * *
          </p>
        );
      default:
        return (
          <p key={i}>
            <Inline lines={block.lines} />
          </p>
        );
    }
  });
}

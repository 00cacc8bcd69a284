import { documentToMarkdown } from '../workflow/assembly';
import type { RewriteDocument, RewriteResult } from './types';

/** Seed 004's rewritten_content: the title, then each section under its heading. */
export function rewriteMarkdown(document: RewriteDocument): string {
  return documentToMarkdown({
    title: document.title,
    parts: document.sections.map((s) => ({ heading: s.title, level: s.level, text: s.content, key: s.key })),
  });
}

/** Seed 004's structured_document (title, sections {title, content, level, order, goal}, metadata), plus the review record. */
export function rewriteJson(result: RewriteResult): Record<string, unknown> {
  return {
    title: result.document.title,
    sections: result.document.sections,
    metadata: {
      language: result.language,
      engine: result.engine,
      usage: result.usage,
      review: {
        rounds: result.review.rounds,
        stopReason: result.review.stopReason,
        remaining: result.review.remaining.map(({ role, type, priority, sectionId, summary, detail, expected }) => ({
          role,
          type,
          priority,
          section: sectionId,
          summary,
          detail,
          expected,
        })),
      },
    },
  };
}

import type { TemplateKind } from '../templates/types';

/** The stage whose sections are a project's book: what the project page's continuity panel reads. */
export const BOOK_STAGE: Record<TemplateKind, string> = {
  story: 'final',
  paper: 'sections',
  script: 'chapters',
  rewrite: 'sections',
};

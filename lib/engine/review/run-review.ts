import { extractFactsOffline } from '../offline/continuity/extract';
import { REVIEW_CHECKS, type ReviewCheckName } from './checks';
import type { FactReader, ReviewDocument, ReviewFinding } from './types';

/** The offline engine's fact reader. */
const offlineFacts: FactReader = async (text, context) => extractFactsOffline(text, context);

/** Runs the chosen checks over the document; findings in text order, each check's in its own order. */
export async function runReview(
  doc: ReviewDocument,
  checks: ReviewCheckName[],
  facts: FactReader = offlineFacts,
): Promise<ReviewFinding[]> {
  const found = await Promise.all(checks.map((name) => REVIEW_CHECKS[name](doc, { facts })));
  return found.flat().sort((a, b) => a.start - b.start || a.end - b.end);
}

import type { Fact } from '../../../workflow/continuity/facts';
import type { TemplateKind } from '../../../workflow/templates/types';
import type { Language } from '../../types';
import { sectionLanguage } from '../language';
import { fidelityFacts } from './fidelity';
import { paperFacts } from './paper';
import { englishPeopleFacts } from './people-en';
import { chinesePeopleFacts } from './people-zh';
import { scanOf } from './scan';
import { scriptFacts, type ScriptContext } from './script';
import { timeFacts } from './times';

/** Bumped whenever extraction changes, so the ledger extracts every section again. */
export const OFFLINE_EXTRACTOR_VERSION = 2;

export interface ExtractContext {
  language: Language;
  /** null: a manuscript of unknown template (the review command) gets every family of facts. */
  template: TemplateKind | null;
  /** The names the project knows (the story bible's names and aliases). */
  known: string[];
  script?: ScriptContext;
  /** A rewrite's section, or its original: numbers and names it must take from the original. */
  fidelity?: boolean;
}

/**
 * The facts one section states, found deterministically: what the offline engine can find honestly,
 * and nothing it cannot (see docs/continuity.md for what it does not claim). With `kinds`, only the
 * families of facts that hold those kinds are looked for (each family reads the text on its own, so
 * their facts are the same): a ripple of a changed age need not parse every date of the book.
 */
export function extractFactsOffline(text: string, context: ExtractContext, kinds?: ReadonlySet<Fact['kind']>): Fact[] {
  const wants = (...some: Fact['kind'][]) => !kinds || some.some((k) => kinds.has(k));
  const zh = sectionLanguage(text, context.language) === 'zh';
  const scan = scanOf(text, context.known);
  if (wants('attribute', 'status', 'mention')) {
    if (zh) chinesePeopleFacts(scan);
    else englishPeopleFacts(scan);
  }
  if (wants('time')) timeFacts(scan, zh);
  if ((context.template === 'paper' || context.template === null) && wants('count', 'term')) paperFacts(scan, zh);
  if (context.script && wants('clue')) scriptFacts(scan, context.script);
  if (context.fidelity && wants('mention')) fidelityFacts(scan);
  return scan.facts.sort((a, b) => a.start - b.start || a.end - b.end);
}

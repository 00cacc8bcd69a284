import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';
import { createModelFactExtractor } from '../engine/model';
import { modelConfigured } from '../env';
import { sectionLanguage } from '../engine/offline/language';
import { runReview } from '../engine/review/run-review';
import type { FactReader, ReviewFinding } from '../engine/review/types';
import { headingSections } from '../text/heading-sections';
import { parseReviewArgs, readBible, readEditedManuscript, readManuscriptText, USAGE } from './review-input';

// `npm run -s review -- --doc FILE [--bible B.json] [--original FILE] [--lang en|zh] [--checks lint,continuity,editor,voice] [--format json|text]`
// Reviews a manuscript outside the app. The JSON is a fixed contract (docs/review-command.md): every
// offset is a JavaScript string index into `text`, `end` exclusive. Exit 0 when it ran; 2 for bad input.

const ROOT = path.resolve(import.meta.dirname, '../..');
const fail = (message: string) => {
  process.stderr.write(`${message.split('\n')[0]}\n`);
  return 2;
};

function modelReader(): FactReader | string {
  if (fs.existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  if (!modelConfigured(env()))
    return '--engine model needs a configured model: set OPENAI_BASE_URL and/or OPENAI_API_KEY.';
  const extract = createModelFactExtractor({ env: env(), recorder: () => {} });
  return async (text, context, title) =>
    (
      await extract({
        language: context.language,
        template: context.template,
        title,
        text,
        names: context.known,
        script: context.script,
      })
    ).value;
}

function asText(findings: ReviewFinding[], text: string): string {
  const lineOf = (at: number) => text.slice(0, at).split('\n').length;
  return findings
    .map((f) => {
      const evidence = f.evidence.map(
        (e) => `    ${e.in === 'original' ? 'original' : `line ${lineOf(e.start)}`}: "${e.quote}"`,
      );
      const fix = f.replacement !== undefined ? [`    → "${f.replacement}"`] : [];
      const by = f.author ? ` (${f.author})` : '';
      return [
        `line ${lineOf(f.start)} [${f.check}/${f.kind}, ${f.priority}] ${f.summary}${by}`,
        `    "${f.quote}"`,
        ...evidence,
        ...fix,
      ].join('\n');
    })
    .join('\n');
}

async function main(): Promise<number> {
  const args = parseReviewArgs(process.argv.slice(2));
  if (!args.ok) return fail(`${args.message} (npm run -s review -- --help)`);
  const options = args.value;
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  // The editor check reads a Word file's text before its tracked changes, where their ranges are.
  const edited = options.checks.includes('editor') ? await readEditedManuscript('--doc', options.doc) : null;
  if (edited && !edited.ok) return fail(edited.message);
  const text = edited?.ok
    ? { ok: true as const, value: edited.value.text }
    : await readManuscriptText('--doc', options.doc);
  if (!text.ok) return fail(text.message);
  const bible = options.bible ? await readBible(options.bible) : { ok: true as const, value: [] };
  if (!bible.ok) return fail(bible.message);
  const original = options.original ? await readManuscriptText('--original', options.original) : null;
  if (original && !original.ok) return fail(original.message);
  const reader = options.engine === 'model' ? modelReader() : undefined;
  if (typeof reader === 'string') return fail(reader);

  const language = options.lang ?? sectionLanguage(text.value.slice(0, 20_000), 'en');
  const sections = headingSections(text.value);
  const doc = {
    language,
    text: text.value,
    sections,
    bible: bible.value,
    original: original ? { text: original.value } : null,
    editorMarks: edited?.ok ? edited.value.marks : [],
  };
  const findings = await runReview(doc, options.checks, reader);
  const out =
    options.format === 'text'
      ? `${asText(findings, text.value)}\n`
      : `${JSON.stringify({ language, text: text.value, sections: sections.map(({ title, start, end }) => ({ title, start, end })), findings })}\n`;
  await new Promise<void>((resolve) => process.stdout.write(out, () => resolve()));
  return 0;
}

process.exit(await main());

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { EngineKind } from '../engine/types';
import { parseClarifications, rewriteConfigFor, type Checked } from './request';
import type { RewriteRequest } from './types';

export const USAGE = `Usage: npm run rewrite -- --original-doc FILE --clarifications FILE.json [--output-md FILE] [--output-json FILE] [--engine offline|model] [--language en|zh]
       npm run rewrite -- --questions --original-doc FILE [--clarifications FILE.json] [--engine offline|model] [--language en|zh]
  --clarifications  a JSON array of {"question": "…", "answer": "…"} objects ([] for none)
  --questions       print the questions the rewrite would ask, as a clarifications file to answer (questions
                    already in --clarifications are left out); answer them, delete the ones to skip, add your own
  Without --output-md and --output-json the Markdown goes to stdout; progress always goes to stderr.
  (npm prints its own banner on stdout: use \`npm run -s rewrite -- …\` when piping the Markdown.)`;

export interface CliOptions {
  originalDoc: string;
  clarifications: string;
  outputMd?: string;
  outputJson?: string;
  engine?: EngineKind;
  language?: 'en' | 'zh';
  /** Print the proposed clarification questions instead of rewriting. */
  questions: boolean;
  help: boolean;
}

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

const OPTIONS = {
  'original-doc': { type: 'string' },
  clarifications: { type: 'string' },
  'output-md': { type: 'string' },
  'output-json': { type: 'string' },
  engine: { type: 'string' },
  language: { type: 'string' },
  questions: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const parse = (argv: string[]) =>
  parseArgs({ args: argv, strict: true, allowPositionals: false, options: OPTIONS }).values;

export function parseCliArgs(argv: string[]): Checked<CliOptions> {
  let values: ReturnType<typeof parse>;
  try {
    values = parse(argv);
  } catch (error) {
    return fail((error as Error).message);
  }
  if (values.help) return { ok: true, value: { originalDoc: '', clarifications: '', questions: false, help: true } };
  // Proposing questions needs only the original; answers given already are left out of the proposal.
  const required = values.questions ? (['original-doc'] as const) : (['original-doc', 'clarifications'] as const);
  const missing = required.filter((k) => !values[k]);
  if (missing.length) return fail(`Missing ${missing.map((k) => `--${k}`).join(' and ')}.`);
  if (values.engine !== undefined && values.engine !== 'offline' && values.engine !== 'model')
    return fail(`--engine must be "offline" or "model", not "${values.engine}".`);
  if (values.language !== undefined && values.language !== 'en' && values.language !== 'zh')
    return fail(`--language must be "en" or "zh", not "${values.language}".`);
  return {
    ok: true,
    value: {
      originalDoc: values['original-doc']!,
      clarifications: values.clarifications ?? '',
      outputMd: values['output-md'],
      outputJson: values['output-json'],
      engine: values.engine as EngineKind | undefined,
      language: values.language as 'en' | 'zh' | undefined,
      questions: values.questions,
      help: false,
    },
  };
}

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

async function readText(flag: string, file: string): Promise<Checked<string>> {
  try {
    // A BOM and Windows line ends are noise; form feeds (page breaks from PDF copies) become blank lines.
    const text = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n')
      .replace(/\f/g, '\n\n');
    return { ok: true, value: text };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return fail(`Cannot read ${flag} ${file}: ${REASONS[code] ?? (error as Error).message}.`);
  }
}

/** The files named on the command line, read and checked; every message names the flag and file at fault. */
export async function readRewriteRequest(options: CliOptions): Promise<Checked<RewriteRequest>> {
  const original = await readText('--original-doc', options.originalDoc);
  if (!original.ok) return original;
  if (!original.value.trim()) return fail(`--original-doc ${options.originalDoc} is empty.`);
  if (!options.clarifications) return requestOf(original.value, [], options);
  const raw = await readText('--clarifications', options.clarifications);
  if (!raw.ok) return raw;
  let json: unknown;
  try {
    json = JSON.parse(raw.value);
  } catch (error) {
    return fail(
      `--clarifications ${options.clarifications} is not valid JSON: ${(error as Error).message.replace(/\s+/g, ' ')}`,
    );
  }
  const clarifications = parseClarifications(json);
  if (!clarifications.ok)
    return fail(`--clarifications ${options.clarifications} has the wrong shape: ${clarifications.message}`);
  return requestOf(original.value, clarifications.value, options);
}

function requestOf(
  originalDocument: string,
  clarifications: RewriteRequest['clarifications'],
  options: CliOptions,
): Checked<RewriteRequest> {
  const request: RewriteRequest = { originalDocument, clarifications, language: options.language };
  const config = rewriteConfigFor(request);
  return config.ok ? { ok: true, value: request } : fail(`The input cannot be rewritten: ${config.message}`);
}

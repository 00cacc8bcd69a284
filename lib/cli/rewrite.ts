import fs from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EngineError } from '../engine/types';
import { env } from '../env';
import { lineProgress } from '../rewrite/cli-progress';
import { parseCliArgs, readRewriteRequest, USAGE } from '../rewrite/cli-options';
import { chooseEngine } from '../rewrite/engine-choice';
import { proposedClarifications } from '../rewrite/questions';
import { RewriteError, runRewrite } from '../rewrite/pipeline';
import { rewriteJson } from '../rewrite/render';

// `npm run rewrite -- --original-doc F --clarifications F.json [--output-md F] [--output-json F] [--engine offline|model]`
// `npm run rewrite -- --questions --original-doc F [--clarifications F.json]` prints the questions it would ask.
// Seed 004's CLI. Exit codes: 0 done; 1 the engine or writing an output failed; 2 bad arguments or input files.

const ROOT = path.resolve(import.meta.dirname, '../..');
const info = (line: string) => process.stderr.write(`${line}\n`);

async function writeOutput(flag: string, file: string, text: string): Promise<boolean> {
  try {
    await writeFile(file, text, 'utf8');
    info(`INFO: Wrote ${flag} ${file}`);
    return true;
  } catch (error) {
    info(`ERROR: Cannot write ${flag} ${file}: ${(error as Error).message}`);
    return false;
  }
}

async function main(): Promise<number> {
  const args = parseCliArgs(process.argv.slice(2));
  if (!args.ok) {
    info(`ERROR: ${args.message}\n${USAGE}`);
    return 2;
  }
  if (args.value.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const request = await readRewriteRequest(args.value);
  if (!request.ok) {
    info(`ERROR: ${request.message}`);
    return 2;
  }

  // Model settings live in .env, as for `npm start`; variables already set win.
  if (fs.existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  const calls = { requests: 0, notOk: 0, cached: 0 };
  const chosen = chooseEngine(args.value.engine, env(), (row) => {
    if (row.outcome === 'started') return;
    calls.requests++;
    if (row.outcome !== 'ok' || row.errorCode) calls.notOk++;
    calls.cached += row.cachedInputTokens;
  });
  if (!chosen.ok) {
    info(`ERROR: ${chosen.message}`);
    return 2;
  }
  info(`INFO: Engine: ${chosen.value.label}`);

  if (args.value.questions) {
    let questions;
    try {
      questions = await proposedClarifications(request.value, chosen.value.engine);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      info(`ERROR: Proposing questions failed (${error.code}): ${error.message}`);
      return 1;
    }
    info(
      `INFO: ${questions.length} questions. Answer them, delete the ones to skip, then pass the file as --clarifications.`,
    );
    await new Promise<void>((resolve) =>
      process.stdout.write(`${JSON.stringify(questions, null, 2)}\n`, () => resolve()),
    );
    return 0;
  }

  const started = performance.now();
  const summary = () =>
    chosen.value.engine.kind === 'model' &&
    info(
      `INFO: Model requests: ${calls.requests} (${calls.notOk} cut off, repaired or failed), ${calls.cached} input tokens from the server's cache, ${Math.round((performance.now() - started) / 1000)} s.`,
    );
  let result;
  try {
    result = await runRewrite(request.value, { engine: chosen.value.engine, progress: lineProgress(info) });
  } catch (error) {
    if (!(error instanceof RewriteError)) throw error;
    info(`ERROR: The rewrite failed in the ${error.stage} stage (${error.code}): ${error.message}`);
    summary();
    return error.code === 'invalid_input' ? 2 : 1;
  }
  summary();

  const { outputMd, outputJson } = args.value;
  let ok = true;
  if (outputMd) ok = (await writeOutput('--output-md', outputMd, result.markdown)) && ok;
  if (outputJson)
    ok = (await writeOutput('--output-json', outputJson, `${JSON.stringify(rewriteJson(result), null, 2)}\n`)) && ok;
  // Exit only once stdout has drained: a piped document must not be cut short.
  if (!outputMd && !outputJson)
    await new Promise<void>((resolve) => process.stdout.write(result.markdown, () => resolve()));
  return ok ? 0 : 1;
}

process.exit(await main());

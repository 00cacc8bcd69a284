import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The rewrite CLI as a user runs it: a real process, real files, exit codes, stdout and stderr.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const fixture = (name: string) => path.join(ROOT, 'test/fixtures/rewrite', name);
const out = mkdtempSync(path.join(tmpdir(), 'rewrite-cli-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

// No model from the developer's shell: each test says which engine it wants.
const BASE_ENV = { ...process.env, OPENAI_BASE_URL: '', OPENAI_API_KEY: '', MODEL_DEFAULT: '' };

function rewrite(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'lib/cli/rewrite.ts', ...args],
      { cwd: ROOT, env: { ...BASE_ENV, ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

const inputs = (clarifications = 'clarifications.json') => [
  '--original-doc',
  fixture('original.md'),
  '--clarifications',
  fixture(clarifications),
];

describe('npm run rewrite', () => {
  it('prints the rewritten Markdown to stdout and its progress to stderr', async () => {
    const { code, stdout, stderr } = await rewrite(inputs());
    expect(code).toBe(0);
    expect(stdout).toMatch(/^# .*Team Notes App/);
    for (const heading of ['## Users', '## Features', '## Release']) expect(stdout).toContain(`\n${heading}\n`);
    expect(stdout.indexOf('## Users')).toBeLessThan(stdout.indexOf('## Features'));
    expect(stdout).not.toContain('INFO:');
    const lines = stderr.split('\n').filter((l) => l.startsWith('INFO:'));
    expect(lines[0]).toBe('INFO: Engine: Offline engine (built-in checks, no language model)');
    const stages = lines.filter((l) => l.includes('Stage '));
    expect(stages.map((l) => l.replace(/ \(.*$/, '').replace(/…$/, ''))).toEqual([
      'INFO: Stage start: outline',
      'INFO: Stage end: outline',
      'INFO: Stage start: sections',
      'INFO: Stage end: sections',
      'INFO: Stage start: review',
      'INFO: Stage end: review',
    ]);
    expect(lines.filter((l) => l.startsWith('INFO: [sections] Writing section'))).toHaveLength(4);
  });

  it('writes --output-md and --output-json and leaves stdout empty', async () => {
    const md = path.join(out, 'doc.md');
    const json = path.join(out, 'doc.json');
    const { code, stdout } = await rewrite([
      ...inputs(),
      '--output-md',
      md,
      '--output-json',
      json,
      '--engine',
      'offline',
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    const structured = JSON.parse(readFileSync(json, 'utf8'));
    expect(structured.sections.map((s: { order: number }) => s.order)).toEqual([1, 2, 3, 4]);
    expect(readFileSync(md, 'utf8')).toContain(`## ${structured.sections[1].title}`);
    expect(structured.metadata.review.rounds.length).toBeLessThanOrEqual(3);
  });

  it('exits 2 with a clear message for a clarifications file that is not JSON or has the wrong shape', async () => {
    const bad = await rewrite(inputs('bad-json.json'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`ERROR: --clarifications ${fixture('bad-json.json')} is not valid JSON`);
    expect(bad.stdout).toBe('');
    const shape = await rewrite(inputs('wrong-shape.json'));
    expect(shape.code).toBe(2);
    expect(shape.stderr).toContain('expected a JSON array of {"question": …, "answer": …} objects');
  });

  it('exits 2 for a missing file or missing flags', async () => {
    const missing = await rewrite([
      '--original-doc',
      fixture('nope.md'),
      '--clarifications',
      fixture('clarifications.json'),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`ERROR: Cannot read --original-doc ${fixture('nope.md')}: no such file.`);
    const usage = await rewrite(['--original-doc', fixture('original.md')]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Missing --clarifications.');
    expect(usage.stderr).toContain('Usage: npm run rewrite');
  });

  it('exits 1 naming the stage and the engine error when the model endpoint fails', async () => {
    // A real OpenAI-compatible endpoint that is down for maintenance: every request gets a 503.
    let requests = 0;
    const server: Server = createServer((_req, res) => {
      requests++;
      res
        .writeHead(503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const env = {
        OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
        OPENAI_API_KEY: 'test',
        MODEL_DEFAULT: 'test-model',
        MODEL_MAX_ATTEMPTS: '1',
        MODEL_RETRY_BASE_MS: '0',
      };
      const { code, stderr, stdout } = await rewrite(inputs(), env);
      expect(code).toBe(1);
      expect(stderr).toContain('INFO: Engine: Model: test-model');
      expect(stderr).toMatch(/ERROR: The rewrite failed in the outline stage \(provider_error\): \S/);
      expect(stdout).toBe('');
      expect(requests).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('exits 2 when --engine model is asked for but no model is configured', async () => {
    const { code, stderr } = await rewrite([...inputs(), '--engine', 'model']);
    expect(code).toBe(2);
    expect(stderr).toContain('--engine model needs a configured model');
  });

  it('prints the questions it would ask with --questions, as a clarifications file to answer (en and zh)', async () => {
    const en = await rewrite(['--questions', '--original-doc', fixture('original.md'), '--engine', 'offline']);
    expect(en.code).toBe(0);
    const questions = JSON.parse(en.stdout) as { question: string; answer: string }[];
    expect(questions.map((q) => q.question)).toContain(
      '"Guests can maybe read some notes, TBD": "maybe" — is this decided? What should the rewrite state?',
    );
    expect(questions.every((q) => q.answer === '')).toBe(true);
    expect(en.stderr).toContain('then pass the file as --clarifications');

    const zh = await rewrite([
      '--questions',
      '--original-doc',
      fixture('original-zh.md'),
      '--clarifications',
      fixture('clarifications-zh.json'),
    ]);
    expect(zh.code).toBe(0);
    const zhQuestions = (JSON.parse(zh.stdout) as { question: string }[]).map((q) => q.question);
    expect(zhQuestions.join()).toContain('“也许”');
    expect(zhQuestions.join()).toContain('“待定”');
  });
});

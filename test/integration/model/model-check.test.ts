import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../../lib/env';
import { checkModel } from '../../../lib/engine/model/server/check';
import { startOpenAIServer, type OpenAIServer } from '../../support/openai-server';
import { fault, reply } from '../../support/openai-steps';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let server: OpenAIServer;
beforeAll(async () => {
  server = await startOpenAIServer({
    respond: () => reply.json({ ok: true, word: 'hello' }, { usage: { prompt: 30, completion: 5 } }),
  });
});
afterAll(() => server.close());

const configured = () => ({
  ...env(),
  OPENAI_BASE_URL: server.url,
  OPENAI_API_KEY: undefined,
  MODEL_DEFAULT: 'check-model',
  MODEL_RETRY_BASE_MS: 1,
});

describe('model check', () => {
  it('reports the model, latency and tokens on success', async () => {
    const r = await checkModel(configured());
    expect(r.ok).toBe(true);
    expect(r.lines.join('\n')).toMatch(
      /Model: +check-model \(planner\)[\s\S]*OK in \d+ ms from check-model \(30 tokens in, 5 out\)/,
    );
    expect(server.requests.at(-1)!.headers.authorization).toBe('Bearer not-needed');
  });

  it('names the failure and gives a hint', async () => {
    server.enqueue(fault.status(404));
    const r = await checkModel(configured());
    expect(r.ok).toBe(false);
    expect(r.lines.join('\n')).toContain('[bad_request]');
    expect(r.lines.join('\n')).toContain('Hint:');
  });

  it('warns when the configured model is not among the ones the server lists', async () => {
    const r = await checkModel(configured());
    expect(r.lines.join('\n')).toMatch(/Models: +test-model, test-reviewer/);
    expect(r.lines.join('\n')).toMatch(/Warning: +The server does not list the model "check-model"/);
  });

  it("passes on llama.cpp's context-size 400 with a hint about the context, not the API key", async () => {
    const small = await startOpenAIServer({ models: ['tiny'], contextTokens: 60, advertiseContext: false });
    try {
      const r = await checkModel({ ...configured(), OPENAI_BASE_URL: small.url, MODEL_DEFAULT: undefined });
      const text = r.lines.join('\n');
      expect(r.ok).toBe(false);
      expect(text).toContain('[context_overflow]');
      expect(text).toMatch(/exceeds the available context size \(60 tokens\), try increasing it/);
      expect(text).toMatch(/Hint: .*larger context/);
      expect(text).not.toContain('OPENAI_API_KEY');
    } finally {
      await small.close();
    }
  });

  it('uses the one model the server serves when none is configured, and reports its context', async () => {
    const one = await startOpenAIServer({
      models: ['tinydoc-3m'],
      contextTokens: 4096,
      respond: () => reply.json({ ok: true, word: 'hi' }),
    });
    try {
      const r = await checkModel({ ...configured(), OPENAI_BASE_URL: one.url, MODEL_DEFAULT: undefined });
      expect(r.ok).toBe(true);
      expect(r.lines.join('\n')).toContain('Model:    tinydoc-3m (planner, the only model the server lists)');
      expect(r.lines.join('\n')).toContain('Context:  4096 tokens');
      expect(one.requests[0].body.model).toBe('tinydoc-3m');
    } finally {
      await one.close();
    }
  });

  it('says clearly when no model is configured', async () => {
    const r = await checkModel({ ...env(), OPENAI_BASE_URL: undefined, OPENAI_API_KEY: undefined });
    expect(r.ok).toBe(false);
    expect(r.lines[0]).toContain('No model is configured');
  });

  it('runs as a CLI with exit code 0 on success and 1 on failure', async () => {
    const run = (extra: Record<string, string>) =>
      promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['lib/cli/model-check.ts', '--role', 'writer'], {
        cwd: ROOT,
        env: { ...process.env, OPENAI_API_KEY: '', MODEL_DEFAULT: 'cli-model', ...extra },
      }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    // A blank OPENAI_BASE_URL (as .env.example ships it) must read as "not configured", not crash the import.
    const [ok, none] = await Promise.all([run({ OPENAI_BASE_URL: server.url }), run({ OPENAI_BASE_URL: '' })]);
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.out).toContain('cli-model (writer)');
    expect(none.code).toBe(1);
    expect(none.out).toContain('No model is configured');
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCliArgs, readRewriteRequest, type CliOptions } from '../../../lib/rewrite/cli-options';
import { parseClarifications } from '../../../lib/rewrite/request';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/rewrite');
const fixture = (name: string) => path.join(FIXTURES, name);
const options = (originalDoc: string, clarifications: string): CliOptions => ({
  originalDoc: fixture(originalDoc),
  clarifications: fixture(clarifications),
  questions: false,
  help: false,
});

describe('parseCliArgs', () => {
  it('reads seed 004’s flags', () => {
    const parsed = parseCliArgs([
      '--original-doc',
      'a.md',
      '--clarifications',
      'c.json',
      '--output-md',
      'o.md',
      '--output-json',
      'o.json',
      '--engine',
      'offline',
    ]);
    expect(parsed).toEqual({
      ok: true,
      value: {
        originalDoc: 'a.md',
        clarifications: 'c.json',
        outputMd: 'o.md',
        outputJson: 'o.json',
        engine: 'offline',
        language: undefined,
        questions: false,
        help: false,
      },
    });
  });

  it('names what is missing or wrong', () => {
    expect(parseCliArgs(['--original-doc', 'a.md'])).toEqual({ ok: false, message: 'Missing --clarifications.' });
    expect(parseCliArgs([])).toEqual({ ok: false, message: 'Missing --original-doc and --clarifications.' });
    expect(parseCliArgs(['--original-doc', 'a', '--clarifications', 'c', '--engine', 'gpt'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('--engine must be'),
    });
    expect(parseCliArgs(['--nope'])).toMatchObject({ ok: false, message: expect.stringContaining('--nope') });
    expect(parseCliArgs(['stray'])).toMatchObject({ ok: false });
  });
});

describe('readRewriteRequest', () => {
  it('reads the document and the clarifications', async () => {
    const read = await readRewriteRequest(options('original.md', 'clarifications.json'));
    expect(read.ok && read.value.clarifications.map((c) => c.answer)).toEqual([
      'Only notes shared with a read-only link; guests have no accounts.',
      'Tandem Notes.',
      'Two seconds after the last keystroke, and on blur.',
    ]);
    expect(read.ok && read.value.originalDocument.startsWith('# Team Notes App')).toBe(true);
  });

  it('says which file is missing, is not JSON, or has the wrong shape', async () => {
    expect(await readRewriteRequest(options('nope.md', 'clarifications.json'))).toEqual({
      ok: false,
      message: `Cannot read --original-doc ${fixture('nope.md')}: no such file.`,
    });
    expect(await readRewriteRequest(options('original.md', 'nope.json'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('Cannot read --clarifications'),
    });
    expect(await readRewriteRequest(options('original.md', 'bad-json.json'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/bad-json\.json is not valid JSON: /),
    });
    expect(await readRewriteRequest(options('original.md', 'wrong-shape.json'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('expected a JSON array of {"question": …, "answer": …} objects, got an object'),
    });
    expect(await readRewriteRequest(options('original.md', 'missing-answer.json'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('item 1, answer: is missing'),
    });
    expect(await readRewriteRequest(options('.', 'clarifications.json'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('it is a directory'),
    });
  });
});

describe('parseClarifications', () => {
  it('accepts an empty list and trims answers; refuses blanks', () => {
    expect(parseClarifications([])).toEqual({ ok: true, value: [] });
    expect(parseClarifications([{ question: ' Q ', answer: ' A ' }])).toEqual({
      ok: true,
      value: [{ question: 'Q', answer: 'A' }],
    });
    expect(parseClarifications([{ question: 'Q', answer: '   ' }])).toEqual({
      ok: false,
      message: 'item 1, answer: must not be empty',
    });
    expect(parseClarifications('text')).toMatchObject({ ok: false, message: expect.stringContaining('got a string') });
  });
});

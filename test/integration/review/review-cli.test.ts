import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { afterAll, describe, expect, it } from 'vitest';
import { editedDocx } from '../../support/editor-docx';
import { modelEnv } from '../../support/model-env';
import { firstUserMessage, schemaName } from '../../support/openai-fixtures';
import { startOpenAIServer, type ReceivedRequest } from '../../support/openai-server';
import { reply } from '../../support/openai-steps';

// The review command as a tool runs it: a real process, real files; every offset of its JSON checked.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'review-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Uint8Array) => {
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
};

function review(
  args: string[],
  env: Record<string, string> = { OPENAI_BASE_URL: '', OPENAI_API_KEY: '' },
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'lib/cli/review.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
        timeout: 60_000,
        maxBuffer: 1 << 26,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

interface Output {
  language: string;
  text: string;
  sections: { title: string; start: number; end: number }[];
  findings: {
    check: string;
    kind: string;
    summary: string;
    quote: string;
    start: number;
    end: number;
    evidence: { quote: string; start: number; end: number; in?: string }[];
    replacement?: string;
    author?: string;
  }[];
}

/** Every offset invariant of the contract. */
function expectOffsetsHold(out: Output, original?: string) {
  for (const s of out.sections) expect(s.start).toBeLessThanOrEqual(s.end);
  for (const f of out.findings) {
    expect(out.text.slice(f.start, f.end)).toBe(f.quote);
    for (const e of f.evidence)
      expect((e.in === 'original' ? original! : out.text).slice(e.start, e.end)).toBe(e.quote);
  }
}

const CHAPTERS = [
  ['Chapter 1', 'Mara was twelve the year the river froze. Mara had green eyes. Tom died in the winter.'],
  ['Chapter 2', 'The ice broke in March. Owen really very much liked the the boats.'],
  ['Chapter 3', 'Mara ran to the bank. The fourteen-year-old never slowed. Tom said nothing at all.'],
];

describe('npm run review', () => {
  it('reviews Markdown: findings whose quotes and evidence are the text at their offsets (CRLF kept as written)', async () => {
    const markdown = `# The River\r\n\r\n${CHAPTERS.map(([t, b]) => `## ${t}\r\n\r\n${b}\r\n`).join('\r\n')}`;
    const { code, stdout } = await review(['--doc', file('book.md', markdown)]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as Output;
    expect(out.text).toBe(markdown);
    expect(out.sections.map((s) => s.title)).toEqual(['The River', 'Chapter 1', 'Chapter 2', 'Chapter 3']);
    expectOffsetsHold(out);
    const age = out.findings.find((f) => f.check === 'continuity' && f.kind === 'contradiction')!;
    expect(age).toMatchObject({
      quote: 'fourteen-year-old',
      replacement: 'twelve-year-old',
      evidence: [{ quote: 'Mara was twelve' }],
    });
    expect(out.findings.find((f) => f.kind === 'status')).toMatchObject({
      quote: 'Tom said',
      evidence: [{ quote: 'Tom died' }],
    });
    expect(out.findings.some((f) => f.check === 'lint')).toBe(true);
  });

  it('reviews a Word file: offsets index the text extracted from it', async () => {
    const doc = new Document({
      sections: [
        {
          children: CHAPTERS.flatMap(([t, b]) => [
            new Paragraph({ text: t, heading: HeadingLevel.HEADING_1 }),
            new Paragraph(b),
          ]),
        },
      ],
    });
    const { code, stdout } = await review([
      '--doc',
      file('book.docx', new Uint8Array(await Packer.toBuffer(doc))),
      '--checks',
      'continuity',
    ]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as Output;
    expect(out.sections.map((s) => s.title)).toEqual(['Chapter 1', 'Chapter 2', 'Chapter 3']);
    expectOffsetsHold(out);
    expect(out.findings.map((f) => f.kind).sort()).toEqual(['contradiction', 'status']);
  });

  it('--checks editor: a Word file’s comments and tracked changes, signed, on its text before the changes', async () => {
    const docx = await editedDocx([
      { heading: 'Night' },
      [
        'The keeper climbed ',
        { del: 'the', ins: 'the narrow', by: 'Ada Byrne' },
        ' stairs. ',
        { comment: 'Who let it go out?', by: 'Ada Byrne', on: 'The lamp was cold' },
        ' and the the harbour lay dark.',
      ],
      { heading: '夜' },
      [
        '守灯人',
        { del: '慢慢地', ins: '缓缓', by: '林编辑' },
        '爬上楼梯。',
        { comment: '为什么？', by: '林编辑', on: '灯是冷的' },
      ],
    ]);
    const { code, stdout } = await review(['--doc', file('edited.docx', docx), '--checks', 'editor,lint']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as Output;
    expect(out.text).toBe(
      '## Night\n\nThe keeper climbed the stairs. The lamp was cold and the the harbour lay dark.\n\n## 夜\n\n守灯人慢慢地爬上楼梯。灯是冷的',
    );
    expectOffsetsHold(out);
    expect(out.findings.some((f) => f.check === 'lint' && f.quote.includes('the the'))).toBe(true);
    expect(
      out.findings
        .filter((f) => f.check === 'editor')
        .map(({ kind, quote, summary, replacement, author }) => ({ kind, quote, summary, replacement, author })),
    ).toEqual([
      {
        kind: 'replacement',
        quote: 'the',
        summary: 'Replace “the” with “the narrow”',
        replacement: 'the narrow',
        author: 'Ada Byrne',
      },
      {
        kind: 'comment',
        quote: 'The lamp was cold',
        summary: 'Who let it go out?',
        replacement: undefined,
        author: 'Ada Byrne',
      },
      {
        kind: 'replacement',
        quote: '慢慢地',
        summary: 'Replace “慢慢地” with “缓缓”',
        replacement: '缓缓',
        author: '林编辑',
      },
      { kind: 'comment', quote: '灯是冷的', summary: '为什么？', replacement: undefined, author: '林编辑' },
    ]);
    // Markdown carries no editor's marks; the other checks' findings carry no author.
    const plain = await review(['--doc', file('plain.md', '# A\n\nThe the lamp.'), '--checks', 'editor,lint']);
    const findings = (JSON.parse(plain.stdout) as Output).findings;
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => f.check === 'lint' && !('author' in f))).toBe(true);
  });

  it('with --checks voice, reports stock phrases and tense and point-of-view shifts, with exact fixes where mechanical', async () => {
    const english = [
      '# Chapter 1',
      '',
      'Mara opened the gate. The garden was a testament to her patience. "It is a testament to nothing," Owen said.',
      '',
      'She crossed the yard and knocked. She waits on the step and listens. Then she turned to Owen, who shrugged.',
      '',
      'He was her brother. I never liked him much. She watched him go.',
    ].join('\n');
    const en = await review(['--doc', file('voice.md', english), '--checks', 'voice']);
    expect(en.code).toBe(0);
    const out = JSON.parse(en.stdout) as Output;
    expectOffsetsHold(out);
    expect(out.findings.map((f) => [f.check, f.kind, f.quote, f.replacement])).toEqual([
      ['voice', 'stock-phrase', 'was a testament to', 'showed'],
      ['voice', 'tense-shift', 'waits', 'waited'],
      ['voice', 'tense-shift', 'listens', 'listened'],
      ['voice', 'pov-shift', 'I', undefined],
    ]);
    const chinese = '第一章\n\n林小雨推开门，嘴角勾起一抹笑意，心中五味杂陈。“你又来了。”陈默说。';
    const zh = await review(['--doc', file('voice-zh.md', chinese), '--checks', 'voice']);
    const outZh = JSON.parse(zh.stdout) as Output;
    expectOffsetsHold(outZh);
    expect(outZh.findings.map((f) => [f.kind, f.quote, f.replacement])).toEqual([
      ['stock-phrase', '嘴角勾起一抹笑意', '笑了笑'],
      ['stock-phrase', '心中五味杂陈', undefined],
    ]);
  });

  it("cites the original for a rewrite's fidelity, in Chinese too", async () => {
    const original = '公司共有120名员工，分布在3个地点。';
    const { code, stdout } = await review([
      '--doc',
      file('zh.md', '## 概要\n\n公司现有210名员工，分布在3个地点。\n'),
      '--original',
      file('orig.md', original),
      '--lang',
      'zh',
    ]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as Output;
    expectOffsetsHold(out, original);
    expect(out.findings.find((f) => f.kind === 'fidelity')).toMatchObject({
      quote: '210',
      evidence: [{ quote: '120', in: 'original' }],
      replacement: '120',
    });
  });

  it("with --engine model, asks the model for each section's facts, telling it whose handbook a script's chapter is", async () => {
    const script = [
      '## DM handbook\n\nRound 2\nHand Clue 3 to Cora.\n',
      '## Player handbook: Cora\n\nRound 1: you know what Clue 3 says.\n',
    ].join('\n');
    const titleOf = (r: ReceivedRequest) => /<section title="([^"]+)"/.exec(firstUserMessage(r))?.[1];
    const facts: Record<string, unknown[]> = {
      'DM handbook': [
        {
          kind: 'clue',
          subject: 'Cora',
          attribute: 'clue-3',
          value: 'learns',
          quote: 'Hand Clue 3 to Cora.',
          hedge: 'none',
          round: 2,
        },
      ],
      'Player handbook: Cora': [
        {
          kind: 'clue',
          subject: 'Cora',
          attribute: 'clue-3',
          value: 'knows',
          quote: 'you know what Clue 3 says.',
          hedge: 'none',
          round: 1,
        },
      ],
    };
    const server = await startOpenAIServer({
      respond: (r) =>
        schemaName(r) === 'ledger_facts' ? reply.json({ facts: facts[titleOf(r) ?? ''] ?? [] }) : reply.text('?'),
    });
    try {
      const { code, stdout, stderr } = await review(
        ['--doc', file('script.md', script), '--checks', 'continuity', '--engine', 'model'],
        modelEnv(server),
      );
      expect(code, stderr).toBe(0);
      const out = JSON.parse(stdout) as Output;
      expectOffsetsHold(out);
      expect(out.findings).toMatchObject([
        { kind: 'knowledge', quote: 'you know what Clue 3 says.', evidence: [{ quote: 'Hand Clue 3 to Cora.' }] },
      ]);
      const cora = server.requests.find((r) => titleOf(r) === 'Player handbook: Cora')!;
      expect(firstUserMessage(cora)).toContain('This section is the player handbook of Cora');
      expect(firstUserMessage(server.requests.find((r) => titleOf(r) === 'DM handbook')!)).toContain(
        "This section is the game master's handbook",
      );
    } finally {
      await server.close();
    }
  });

  it('exits 2 with one line on stderr for bad input', async () => {
    const cases: [string[], RegExp][] = [
      [['--doc', path.join(dir, 'missing.md')], /no such file/],
      [['--doc', file('broken.docx', 'not a zip')], /broken \.docx/],
      [['--doc', file('ok.md', '# A\n\ntext'), '--bible', file('bad.json', '{nope')], /not valid JSON/],
      [
        ['--doc', file('ok2.md', '# A\n\ntext'), '--bible', file('shape.json', '[{"name":"A","kind":"dragon"}]')],
        /wrong shape/,
      ],
      [['--doc', file('huge.txt', 'a'.repeat(3_000_001))], /3,000,000/],
      [['--doc', file('ok3.md', 'text'), '--checks', 'lint,style'], /--checks/],
    ];
    // Six command runs of a few seconds each: started together, and given the time six cold starts take on a busy machine.
    const answers = await Promise.all(cases.map(([args]) => review(args)));
    cases.forEach(([args, message], i) => {
      const { code, stdout, stderr } = answers[i];
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(message);
    });
  }, 90_000);
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { useTestDatabase, db } from '../../support/db';
import { deflatedSpaces, deflatedText, zipOf } from '../../support/zip-bomb';

// Word uploads that expand far past their size, through the import action on real Postgres: each is
// refused as too large within 3 s, the process's memory stays bounded, and the event loop keeps
// answering meanwhile (the archive is read on a thread of its own).
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
const { importManuscriptProject } = await import('../../../lib/actions/imports');

useTestDatabase();

const CONTENT_TYPES = deflatedText(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);
const docx = (parts: Parameters<typeof zipOf>[0]) =>
  new File([new Uint8Array(zipOf([{ name: '[Content_Types].xml', ...CONTENT_TYPES }, ...parts]))], 'novel.docx');

beforeAll(async () => {
  const u = await db().user.create({ data: { email: 'bomb@example.com', name: 'B', passwordHash: 'x' } });
  current = { id: u.id, email: u.email, name: 'B', role: 'writer', locale: 'en' };
});

/** Runs `fn` while sampling the process's memory and the event loop's lag. */
async function watched<T>(fn: () => Promise<T>) {
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let maxLag = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    maxLag = Math.max(maxLag, now - last - 10);
    last = now;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await fn();
    return { result, ms: performance.now() - started, rssGrowthMb: (peakRss - rssBefore) / 2 ** 20, maxLag };
  } finally {
    clearInterval(timer);
  }
}

const bomb = deflatedSpaces(1100); // 1.1 GB of spaces in about 1.1 MB
const tooLarge = {
  ok: false,
  code: 'invalid_input',
  fieldErrors: {
    file: 'The document is too large once unpacked: a Word file may expand to at most 32 MB of text and markup.',
  },
};

describe('a Word upload that expands past its bound', () => {
  it.each([
    ['with honest headers', docx([{ name: 'word/document.xml', ...bomb }])],
    ['whose headers claim 10 KB', docx([{ name: 'word/document.xml', ...bomb, claimedSize: 10_000 }])],
    [
      'of 3,000 small parts',
      docx(Array.from({ length: 3000 }, (_, i) => ({ name: `word/part${i}.xml`, ...deflatedText('<a/>') }))),
    ],
  ])('%s is refused as too large in under 3 s with memory bounded', async (_, upload) => {
    expect(upload.size).toBeLessThan(3 * 1024 * 1024);
    const { result, ms, rssGrowthMb, maxLag } = await watched(() => importManuscriptProject({ file: upload }));
    expect(result).toMatchObject(tooLarge);
    expect(ms).toBeLessThan(3000);
    expect(rssGrowthMb).toBeLessThan(500);
    expect(maxLag).toBeLessThan(300);
    expect(await db().project.count({ where: { ownerId: current!.id } })).toBe(0);
  });

  it('two at once are both refused, each within the bound', async () => {
    const upload = docx([{ name: 'word/document.xml', ...bomb, claimedSize: 10_000 }]);
    const { result, ms, rssGrowthMb } = await watched(() =>
      Promise.all([importManuscriptProject({ file: upload }), importManuscriptProject({ file: upload })]),
    );
    expect(result).toMatchObject([tooLarge, tooLarge]);
    expect(ms).toBeLessThan(3000);
    expect(rssGrowthMb).toBeLessThan(800);
  });
});

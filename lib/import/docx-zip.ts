import JSZip from 'jszip';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

// A .docx is a zip archive, and a zip can expand a thousandfold (a "zip bomb"). Before mammoth sees
// it, its parts are read here within bounds: the entry count and declared sizes from the central
// directory first, then every byte actually inflated counted as it comes, since headers can lie.
// Only the XML parts mammoth reads are kept (images are left out of the import anyway).

/** An archive past these bounds is refused as too large. */
const DOCX_LIMITS = { entries: 2000, xmlBytes: 32 * 1024 * 1024 };

class TooLargeError extends Error {
  readonly problem = 'too_large';
}

const XML_PART = /(\.xml|\.rels)$/i;

const open = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    // Sizes are checked by counting below, so a lying header is "too large", not a stream error.
    yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: false, validateEntrySizes: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

function inflate(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        budget.left -= chunk.length;
        if (budget.left < 0) {
          stream.destroy();
          reject(new TooLargeError('the document expands past its bound'));
        } else chunks.push(chunk);
      });
      stream.once('end', () => resolve(Buffer.concat(chunks)));
      stream.once('error', reject);
    });
  });
}

/**
 * The archive's parts whose names `wanted` accepts (by default its XML parts), inflated within the
 * bounds; throws TooLargeError past them. The one bounded way into a .docx, for mammoth and for the
 * readers of Word's comments and tracked changes.
 */
export async function readDocxParts(
  bytes: Buffer,
  wanted: (name: string) => boolean = (name) => XML_PART.test(name),
  limits = DOCX_LIMITS,
): Promise<Map<string, Buffer>> {
  const zip = await open(bytes);
  try {
    if (zip.entryCount > limits.entries) throw new TooLargeError('too many entries');
    const parts = (await listEntries(zip)).filter((e) => !e.fileName.endsWith('/') && wanted(e.fileName));
    const declared = parts.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > limits.xmlBytes) throw new TooLargeError('declared sizes past the bound');
    const budget = { left: limits.xmlBytes };
    const read = new Map<string, Buffer>();
    for (const entry of parts) read.set(entry.fileName, await inflate(zip, entry, budget));
    return read;
  } finally {
    zip.close();
  }
}

/** The archive's XML parts, re-packed uncompressed for mammoth; throws TooLargeError past the bounds. */
export async function boundedDocx(bytes: Buffer, limits = DOCX_LIMITS): Promise<Buffer> {
  const repacked = new JSZip();
  for (const [name, content] of await readDocxParts(bytes, undefined, limits)) repacked.file(name, content);
  return repacked.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

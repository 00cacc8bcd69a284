import zlib from 'node:zlib';

// Zip archives written byte by byte, for the upload bounds: a part that inflates to far more than its
// compressed size, with its headers telling the truth or claiming it is small.

interface Part {
  name: string;
  /** Raw deflate data and the size it inflates to. */
  deflated: Buffer;
  size: number;
  /** What the headers claim the inflated size is (defaults to the truth). */
  claimedSize?: number;
}

/** `megabytes` MB of spaces as raw deflate, built from one flushed block repeated (fast to make). */
export function deflatedSpaces(megabytes: number): { deflated: Buffer; size: number } {
  const block = Buffer.alloc(1024 * 1024, ' ');
  const deflater = zlib.deflateRawSync(block, { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 });
  const end = Buffer.from([0x03, 0x00]); // an empty final block
  return { deflated: Buffer.concat([...Array<Buffer>(megabytes).fill(deflater), end]), size: megabytes * 1024 * 1024 };
}

export const deflatedText = (text: string) => {
  const raw = Buffer.from(text);
  return { deflated: zlib.deflateRawSync(raw), size: raw.length };
};

export function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const claimed = part.claimedSize ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 14); // crc (not checked before the bounds)
    local.writeUInt32LE(part.deflated.length, 18);
    local.writeUInt32LE(claimed, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 16);
    central.writeUInt32LE(part.deflated.length, 20);
    central.writeUInt32LE(claimed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + part.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

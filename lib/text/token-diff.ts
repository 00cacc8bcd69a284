import { diffMain, DIFF_DELETE, DIFF_INSERT, type Diff } from 'diff-match-patch-es';
import type { DiffSegment } from './diff-segments';

// One UTF-16 unit stands for each distinct token, so at most this many distinct tokens fit.
const MAX_DISTINCT_TOKENS = 0x10000;

/**
 * Diff two token lists with diff-match-patch's line-mode trick: encode each distinct token as one
 * character, diff the encodings, decode. Null when there are too many distinct tokens to encode.
 * `timeoutSeconds` must be positive; when it runs out the result is coarser but still exact.
 */
export function diffTokenLists(
  a: readonly string[],
  b: readonly string[],
  timeoutSeconds: number,
): DiffSegment[] | null {
  const table: string[] = [];
  const codes = new Map<string, number>();
  const encodedA = encode(a, table, codes);
  const encodedB = encodedA === null ? null : encode(b, table, codes);
  if (encodedA === null || encodedB === null) return null;
  const diffs = diffMain(encodedA, encodedB, { diffTimeout: timeoutSeconds }, false);
  return diffs.map(([op, encoded]) => ({ op: opName(op), text: decode(encoded, table) }));
}

/** Plain character diff, for inputs the token encoding cannot hold. */
export function diffCharacters(a: string, b: string, timeoutSeconds: number): DiffSegment[] {
  return diffMain(a, b, { diffTimeout: timeoutSeconds }, true).map(([op, text]) => ({ op: opName(op), text }));
}

function encode(tokens: readonly string[], table: string[], codes: Map<string, number>): string | null {
  const units = new Uint16Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    let code = codes.get(tokens[i]);
    if (code === undefined) {
      if (table.length === MAX_DISTINCT_TOKENS) return null;
      code = table.length;
      table.push(tokens[i]);
      codes.set(tokens[i], code);
    }
    units[i] = code;
  }
  let out = '';
  // Chunked so the argument list stays well inside the engine's limit.
  for (let i = 0; i < units.length; i += 8192) out += String.fromCharCode(...units.subarray(i, i + 8192));
  return out;
}

function decode(encoded: string, table: readonly string[]): string {
  let out = '';
  for (let i = 0; i < encoded.length; i++) out += table[encoded.charCodeAt(i)];
  return out;
}

function opName(op: Diff[0]): DiffSegment['op'] {
  return op === DIFF_INSERT ? 'insert' : op === DIFF_DELETE ? 'delete' : 'equal';
}

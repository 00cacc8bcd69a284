import type { ProseSink } from '../types';

const PIECES = 4;

/**
 * The offline engine has its whole text at once; it still hands it over in a few pieces, so a
 * section written offline goes the same streaming path (and shows on the page the same way).
 */
export function streamInPieces(text: string, sink: ProseSink): void {
  sink.restart();
  const size = Math.max(1, Math.ceil(text.length / PIECES));
  for (let at = 0; at < text.length; at += size) sink.append(text.slice(at, at + size));
}

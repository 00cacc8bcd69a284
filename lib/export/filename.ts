// A download name from a project title: an ASCII `filename` for old clients and an RFC 5987
// `filename*` (UTF-8) that keeps a Chinese title intact. Neither can carry a path or a header break.

const FALLBACK = 'storyfold-export';
const MAX_CHARS = 100;
// Path separators, characters Windows refuses in names, quotes, and every control character.
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f]+/g;

/** The title made safe to be a file name (without extension), Unicode kept. */
export function safeFileStem(title: string): string {
  const stem = title
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return [...stem].slice(0, MAX_CHARS).join('').trim() || FALLBACK;
}

/** The ASCII-only stand-in: accents stripped, everything else a hyphen. */
export function asciiFileStem(title: string): string {
  const ascii = safeFileStem(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  return ascii.slice(0, MAX_CHARS) || FALLBACK;
}

/** RFC 5987 value-chars: encodeURIComponent leaves ' ( ) * unescaped, which attr-char does not allow. */
const encodeRfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function attachmentDisposition(title: string, extension: string): string {
  return `attachment; filename="${asciiFileStem(title)}.${extension}"; filename*=UTF-8''${encodeRfc5987(`${safeFileStem(title)}.${extension}`)}`;
}

import type { Language } from '../../types';

/** The mark every offline scaffold carries, so nobody mistakes it for written text. */
export const SCAFFOLD_LABEL: Record<Language, string> = { en: '[Scaffold] ', zh: '【草稿骨架】' };

/** Prefixes a text field with the scaffold label. */
export function scaffold(language: Language, text: string): string {
  return `${SCAFFOLD_LABEL[language]}${text}`;
}

/** Removes the label, for reusing an upstream scaffold's text inside a new one. */
export function unlabel(text: string): string {
  return text.replace(/^(?:\[Scaffold\] |【草稿骨架】)+/, '');
}

/** The first sentence (or first line) of a text, for short derived fields. */
export function firstSentence(text: string, max = 160): string {
  const line = text.trim().split('\n')[0] ?? '';
  const m = /^.*?[.!?。！？](?=\s|$)/u.exec(line) ?? /^.*?[。！？]/u.exec(line);
  const sentence = (m ? m[0] : line).trim();
  if (sentence.length <= max) return sentence;
  // Cut English at a word boundary; Chinese has none to respect.
  const cut = sentence.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** Splits an author's list (lines, bullets, semicolons) into items. */
export function listItems(text: string): string[] {
  return text
    .split(/\n|；|;/)
    .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)、])\s*/, '').trim())
    .filter(Boolean);
}

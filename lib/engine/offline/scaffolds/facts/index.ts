import type { Language } from '../../../types';
import { appositiveEn, namesEn, rolesEn } from './english';
import { peopleZh, placesZh, rolesZh } from './chinese';
import { tagChinese } from '../../../../text/chinese-tags';

/** What an author's brief names: people, places, and roles standing in for people ("the butler"). */
export interface BriefFacts {
  people: string[];
  places: string[];
  roles: string[];
}

/** The people, places and roles named in the author's own texts (premise, notes, points), in order. */
export function briefFacts(texts: string[], language: Language): BriefFacts {
  const text = texts.filter(Boolean).join('\n');
  if (language === 'en') return { ...namesEn(text), roles: rolesEn(text) };
  const words = tagChinese(text);
  const people = peopleZh(text, words);
  return { people, places: placesZh(text, words, people), roles: rolesZh(text, people) };
}

/** The first sentence of the author's texts that mentions a name, to describe it in the author's words. */
export function sentenceMentioning(texts: string[], name: string): string | null {
  for (const text of texts) {
    const sentences = text.match(/[^.!?。！？\n]+[.!?。！？]*/gu) ?? [];
    const hit = sentences.find((s) => s.includes(name) || s.toLowerCase().includes(name.toLowerCase()));
    if (hit) return hit.trim();
  }
  return null;
}

/** The role the author gives a person in passing ("Mara, a lighthouse keeper"), if any. */
export function roleGiven(texts: string[], name: string, language: Language): string | null {
  if (language === 'zh') return null;
  for (const text of texts) {
    const role = appositiveEn(text, name);
    if (role) return role;
  }
  return null;
}

// A schema field name as words ("relationshipSketch" → "Relationship sketch"): what a field the
// catalogue has no label for (artifactFields.labels) is called.

const ACRONYMS = new Set(['id', 'url', 'dm']);

export function humanise(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => {
      if (ACRONYMS.has(w.toLowerCase())) return w.toUpperCase();
      // Acronyms and a trailing capital ("characterA" → "Character A") keep their case.
      if (/^[A-Z]+$/.test(w) && (w.length > 1 || i > 0)) return w;
      return w.toLowerCase();
    });
  if (words.length === 0) return key;
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

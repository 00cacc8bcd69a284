// Text from authors, documents and earlier model replies goes into prompts only inside these
// blocks. Inside a block, anything that would open or close one of our tags is neutralised, so the
// data cannot end its own block early and pose as instructions.

export const DATA_TAGS = [
  'document',
  'section',
  'earlier',
  'notes',
  'config',
  'upstream',
  'clarifications',
  'reviews',
  'keep',
  'tasks',
  'previous',
  'names',
  'round',
  'bible',
  'passage',
  'instruction',
  'unpassed',
  'sources',
  'voice',
  'examples',
] as const;
export type DataTag = (typeof DATA_TAGS)[number];

const TAG_LIKE = new RegExp(`<(\\s*/?\\s*)(${DATA_TAGS.join('|')})(?=[\\s>/]|$)`, 'gi');

/** `</document>` inside data becomes `&lt;/document>`; all other text is left exactly as it was. */
export function escapeData(text: string): string {
  return text.replace(TAG_LIKE, '&lt;$1$2');
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/\s+/g, ' ').trim();
}

/** A delimited block of untrusted data, with optional attributes (escaped too). */
export function dataBlock(tag: DataTag, content: string, attrs: Record<string, string | number> = {}): string {
  const attrText = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join('');
  return `<${tag}${attrText}>\n${escapeData(content)}\n</${tag}>`;
}

/** Structured data (config, upstream artifacts) as indented JSON inside a block. */
export function jsonBlock(tag: DataTag, value: unknown, attrs: Record<string, string | number> = {}): string {
  return dataBlock(tag, JSON.stringify(value ?? null, null, 2), attrs);
}

import { anchorAt, type Anchor } from '@/lib/text/anchor';
import { jsonLeaves, leafAt, type JsonPath } from '@/lib/text/json-leaves';
import type { Highlight } from '@/components/editor/suggestion-highlights';

// A round on a structured stage reads the artifact as JSON, and its suggestions are anchored there. The
// writer reads it as labelled fields ("Logline: …", "1. Name: Mara"): the same words, laid out to be
// read, with each highlight moved from the JSON onto the field's words.

const pathKey = (path: JsonPath) => path.join('\u0000');
const isScalar = (v: unknown) => v === null || typeof v !== 'object';

/** The artifact as labelled lines, and where each string field starts in them (by its path). */
function layout(value: unknown, label: (key: string) => string) {
  let text = '';
  const starts = new Map<string, number>();
  const scalar = (v: unknown, path: JsonPath) => {
    if (typeof v === 'string') starts.set(pathKey(path), text.length);
    text += typeof v === 'string' ? v || '—' : String(v ?? '—');
  };
  const walk = (v: unknown, indent: string, path: JsonPath, sameLine: boolean) => {
    const line = (first: boolean) => (first && sameLine ? '' : `${text ? '\n' : ''}${indent}`);
    if (Array.isArray(v)) {
      if (v.length === 0) text += `${line(true)}—`;
      v.forEach((item, i) => {
        text += `${line(i === 0)}${i + 1}. `;
        if (isScalar(item)) scalar(item, [...path, i]);
        else walk(item, `${indent}   `, [...path, i], true);
      });
      return;
    }
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    entries.forEach(([key, x], i) => {
      text += `${line(i === 0)}${label(key)}:`;
      if (isScalar(x)) {
        text += ' ';
        scalar(x, [...path, key]);
      } else walk(x, `${indent}  `, [...path, key], false);
    });
  };
  if (isScalar(value)) scalar(value, []);
  else walk(value, '', [], false);
  return { text, starts };
}

export interface ReadableArtifact {
  text: string;
  /** The highlight anchored on the artifact's JSON, anchored on the same words of the readable text. */
  highlight: (h: Highlight) => Highlight;
}

export function readableArtifact(value: unknown, label: (key: string) => string): ReadableArtifact {
  const { leaves } = jsonLeaves(value);
  const { text, starts } = layout(value, label);
  return {
    text,
    highlight: (h) => {
      const hit = leafAt(leaves, h.anchor.start, h.anchor.end);
      const start = hit ? starts.get(pathKey(hit.leaf.path)) : undefined;
      if (!hit || start === undefined || hit.to <= hit.from) return h; // not inside one field: left unplaced
      const anchor: Anchor = anchorAt(text, start + hit.from, start + hit.to);
      return { ...h, anchor };
    },
  };
}

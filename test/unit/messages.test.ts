import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/i18n/messages';
const { en, zh } = MESSAGES;

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const lookup = (obj: any, key: string) => key.split('.').reduce((o, k) => o?.[k], obj);

describe('message files', () => {
  it('English and Chinese have the same keys', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });
  it('every translation keeps the placeholders of the English text', () => {
    for (const key of keys(en)) expect(placeholders(lookup(zh, key)), key).toEqual(placeholders(lookup(en, key)));
  });
});

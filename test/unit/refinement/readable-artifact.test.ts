import { describe, expect, it } from 'vitest';
import { readableArtifact } from '../../../components/refinement/readable-artifact';
import { anchorAt } from '../../../lib/text/anchor';

const LABELS: Record<string, string> = {
  title: '标题',
  logline: '一句话梗概',
  characters: '人物',
  name: '姓名',
  role: '身份',
};
const label = (key: string) => LABELS[key] ?? key;

describe('readableArtifact', () => {
  const brief = {
    title: '灯塔 "守望"',
    logline: '玛拉守着灯塔【待补充：阻碍】',
    characters: [
      { name: '玛拉', role: '主角' },
      { name: '托马斯', role: '叔叔' },
    ],
  };

  it('lays the artifact out as labelled fields in the writer’s language, without JSON', () => {
    const { text } = readableArtifact(brief, label);
    expect(text).toBe(
      [
        '标题: 灯塔 "守望"',
        '一句话梗概: 玛拉守着灯塔【待补充：阻碍】',
        '人物:',
        '  1. 姓名: 玛拉',
        '     身份: 主角',
        '  2. 姓名: 托马斯',
        '     身份: 叔叔',
      ].join('\n'),
    );
    expect(text).not.toMatch(/[{}\\]|"logline"/);
  });

  it('moves a highlight from the JSON onto the same words of the field, escaped quotes and all', () => {
    const json = JSON.stringify(brief, null, 2);
    const readable = readableArtifact(brief, label);
    for (const quote of ['【待补充：阻碍】', '\\"守望\\"', '托马斯']) {
      const start = json.indexOf(quote);
      const moved = readable.highlight({
        id: 'h',
        priority: 'high',
        anchor: anchorAt(json, start, start + quote.length),
      });
      expect(moved.anchor.quote).toBe(quote.replaceAll('\\"', '"'));
      expect(readable.text.slice(moved.anchor.start, moved.anchor.end)).toBe(moved.anchor.quote);
    }
  });

  it('leaves a highlight that is not inside one field where it was: it shows as not found', () => {
    const json = JSON.stringify(brief, null, 2);
    const across = anchorAt(json, json.indexOf('"title"'), json.indexOf('"title"') + 9);
    const h = { id: 'h', priority: 'low' as const, anchor: across };
    expect(readableArtifact(brief, label).highlight(h)).toBe(h);
  });
});

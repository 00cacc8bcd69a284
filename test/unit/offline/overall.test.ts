import { describe, expect, it } from 'vitest';
import { overallLine } from '../../../lib/engine/offline/overall';

const found = [
  { type: 'repeated-word', priority: 'medium' as const },
  { type: 'placeholder', priority: 'high' as const },
  { type: 'repeated-word', priority: 'low' as const },
];

describe('the offline overall line', () => {
  it('counts the problems and the high ones and names the commonest kinds, in English', () => {
    expect(overallLine(found, 'en')).toBe('3 problems, 1 high: repeated words and placeholders.');
    expect(overallLine(found.slice(1, 2), 'en')).toBe('1 problem, 1 high: placeholders.');
    expect(overallLine([], 'en')).toBe('No problems found.');
  });

  it('speaks Chinese for a Chinese document', () => {
    expect(overallLine(found, 'zh')).toBe('3 个问题，1 个高优先级：重复用词、占位符。');
    expect(overallLine([], 'zh')).toBe('未发现问题。');
  });
});

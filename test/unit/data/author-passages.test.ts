import { describe, expect, it } from 'vitest';
import { passagesToKeep } from '@/lib/data/versions/author-passages';

const anchor = (quote: string) => ({ anchor: { quote } });

describe('passagesToKeep', () => {
  const mine = 'The lamp had not been lit for eleven winters.';
  const other = 'Mara counted the steps twice, as her father had.';

  it('opens a hand-written passage to a suggestion the author accepted inside it', () => {
    expect(passagesToKeep([mine, other], [anchor('eleven winters')])).toEqual([other]);
  });

  it('keeps protecting passages no accepted suggestion touches, and ignores unanchored tasks', () => {
    expect(passagesToKeep([mine, other], [anchor('a different sentence'), { anchor: null }])).toEqual([mine, other]);
  });
});

import { describe, expect, it } from 'vitest';
import { estimatingTokenCounter, openAITokenCounter } from '../../../lib/engine/model/budget/tokens';

// The estimate for servers without a known tokenizer, calibrated by what the server counts.

const prompt = 'x'.repeat(2_500); // 1,000 tokens by the uncalibrated estimate
/** Rounded up from a product of rates: within a token. */
const near = (n: number) => expect.toSatisfy((v: number) => v >= n && v <= n + 1);

describe('the calibrated token estimate', () => {
  it('starts from the documented rate and moves to the server count of each kind, with 10% to spare', () => {
    const counter = estimatingTokenCounter();
    const writer = counter.forKind('writer');
    expect(writer.count(prompt)).toBe(1_000);
    writer.calibrate(prompt, 800);
    expect(writer.count(prompt)).toEqual(near(880));
  });

  it('keeps one kind of prompt from lowering the estimate of another', () => {
    const counter = estimatingTokenCounter();
    const red = counter.forKind('reviewer:red');
    const global = counter.forKind('reviewer:global');
    red.calibrate(prompt, 1_200);
    global.calibrate(prompt, 700);
    expect(red.count(prompt)).toEqual(near(1_320));
    expect(global.count(prompt)).toEqual(near(770));
  });

  it('estimates a kind not yet measured by the highest rate of any', () => {
    const counter = estimatingTokenCounter();
    counter.forKind('reviewer:red').calibrate(prompt, 1_200);
    counter.forKind('reviewer:global').calibrate(prompt, 700);
    expect(counter.forKind('reviewer:judge').count(prompt)).toEqual(near(1_320));
  });

  it('calibrates from the prompt itself, whatever other kinds measured since it was estimated', () => {
    // Calls run in parallel: a kind's first prompt is estimated at the documented rate, then another
    // kind's reply moves the rate of kinds not yet measured before this one's reply comes back.
    const counter = estimatingTokenCounter();
    const global = counter.forKind('reviewer:global');
    expect(global.count(prompt)).toBe(1_000);
    counter.forKind('reviewer:red').calibrate(prompt, 600);
    global.calibrate(prompt, 600);
    expect(global.count(prompt)).toEqual(near(660));
  });

  it('ignores short prompts and stays within half and three times the estimate', () => {
    const counter = estimatingTokenCounter();
    const kind = counter.forKind('writer');
    kind.calibrate('x'.repeat(375), 1_000); // 150 tokens by the estimate
    expect(kind.count(prompt)).toBe(1_000);
    kind.calibrate(prompt, 10_000);
    expect(kind.count(prompt)).toBe(3_000);
    const other = estimatingTokenCounter().forKind('writer');
    other.calibrate(prompt, 100);
    expect(other.count(prompt)).toBe(500);
  });

  it('is exact, and the same for every kind, for OpenAI models', () => {
    const counter = openAITokenCounter();
    expect(counter.forKind('writer')).toBe(counter);
    expect(counter.count('hello world')).toBe(2);
  });
});

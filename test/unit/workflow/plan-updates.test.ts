import { describe, expect, it } from 'vitest';
import { planUpdates } from '../../../lib/workflow/staleness/plan-updates';

const plan = (key: string, title: string, goal: string, targetLength = 1000) => ({
  key,
  displayNumber: key,
  title,
  goal,
  targetLength,
});

describe('a changed outline entry in its section', () => {
  const before = [plan('ch1', 'Opening', 'Meet Mara.'), plan('ch2', 'Storm', 'The storm comes.')];
  const after = [plan('ch1', 'Opening', 'Meet Mara.'), plan('ch2', 'The Storm', 'The storm breaks the lamp.', 1500)];

  it('takes the new title, goal and length where the section still holds the old ones', () => {
    const sections = [
      { id: 's1', key: 'ch1', title: 'Opening', goal: 'Meet Mara.', targetLength: 1000 },
      { id: 's2', key: 'ch2', title: 'Storm', goal: 'The storm comes.', targetLength: 1000 },
    ];
    expect(planUpdates(before, after, sections)).toEqual([
      { id: 's2', data: { title: 'The Storm', goal: 'The storm breaks the lamp.', targetLength: 1500 } },
    ]);
  });

  it('keeps what the writer changed in the section themselves', () => {
    const sections = [
      { id: 's2', key: 'ch2', title: 'Night of the Lamp', goal: 'The storm comes.', targetLength: 900 },
    ];
    expect(planUpdates(before, after, sections)).toEqual([{ id: 's2', data: { goal: 'The storm breaks the lamp.' } }]);
  });

  it('leaves a section the outline no longer has, or never had, alone', () => {
    const sections = [
      { id: 's3', key: 'ch3', title: 'Coda', goal: 'The end.', targetLength: 1000 },
      { id: 's4', key: null, title: 'Inserted', goal: '', targetLength: 500 },
    ];
    expect(planUpdates(before, after, sections)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { gatherExport } from '../../../lib/export/gather';
import { exportJson, exportJsonText } from '../../../lib/export/json';
import { SCRIPT_KEYS, scriptRows } from './fixtures';

const NOW = new Date('2026-03-01T12:00:00.000Z');

describe('exportJson', () => {
  const bundle = gatherExport(scriptRows());
  const json = exportJson(bundle, NOW) as any;

  it('carries the project, the artifacts by stage and every section with its id and key', () => {
    expect(json).toMatchObject({
      format: 'storyfold-export',
      version: 1,
      exportedAt: NOW.toISOString(),
      status: 'complete',
      missing: [],
    });
    expect(json.project).toMatchObject({
      id: 'p1',
      title: 'Murder at the Jade Pavilion',
      template: 'script',
      state: 'completed',
      language: 'en',
    });
    expect(Object.keys(json.artifacts)).toEqual(['plan', 'outline']);
    expect(json.artifacts.outline).toEqual({ trickMechanism: 'The lamp was moved' });
    expect(json.sections).toHaveLength(6);
    expect(json.sections[0]).toEqual({
      id: 'sec-branches',
      key: 'branches',
      stage: 'chapters',
      displayNumber: '5',
      title: 'Branch structure',
      status: 'passed',
      text: expect.any(String),
    });
  });

  it('gives a script its DM handbook, one handbook per player, materials and branch structure', () => {
    expect(json.script.dmHandbook.key).toBe('dm');
    expect(json.script.playerHandbooks.map((p: { key: string }) => p.key)).toEqual([
      'player-1',
      'player-2',
      'player-3',
    ]);
    expect(json.script.playerHandbooks[1].text).toContain('陈先生');
    expect(json.script.materials.key).toBe('materials');
    expect(json.script.branchStructure.key).toBe('branches');
    expect(json.document.parts.map((p: { key: string }) => p.key)).toEqual(SCRIPT_KEYS);
  });

  it('is plain JSON text that round-trips, CJK intact', () => {
    const text = exportJsonText(bundle, NOW);
    expect(JSON.parse(text)).toEqual(json);
    expect(text).toContain('你是陈先生');
  });

  it('has no script block for other templates', () => {
    const rows = scriptRows();
    const other = exportJson(
      gatherExport({
        ...rows,
        project: { ...rows.project, template: 'story', config: { language: 'en' } },
        stages: [],
        sections: [],
      }),
      NOW,
    );
    expect(other).not.toHaveProperty('script');
  });
});

import { describe, expect, it } from 'vitest';
import { parseListQuery, projectListHref } from '@/components/projects/project-list-query';

describe('the project list’s address', () => {
  it('reads an exact state only beside the template it belongs to', () => {
    expect(parseListQuery({ template: 'script', at: 'plan_review' })).toMatchObject({
      template: 'script',
      exactState: 'plan_review',
    });
    expect(parseListQuery({ template: 'paper', at: 'plan_review' }).exactState).toBeUndefined();
    expect(parseListQuery({ at: 'plan_review' }).exactState).toBeUndefined();
    expect(parseListQuery({ template: 'paper', at: 'plan:review' }).exactState).toBe('plan:review');
  });

  it('writes it back as "at", keeping the other filters', () => {
    expect(projectListHref({ template: 'script', mode: 'staged' }, { exactState: 'plan_review' })).toBe(
      '/projects?template=script&at=plan_review&mode=staged',
    );
    expect(projectListHref({ template: 'script', exactState: 'plan_review' }, { exactState: undefined, page: 2 })).toBe(
      '/projects?template=script&page=2',
    );
  });
});

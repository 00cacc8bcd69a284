import type { TemplateKind } from '../../workflow/templates';

/** What names a project wherever it is shown: its id, title, template, mode and lifecycle state. */
export const PROJECT_IDENTITY_SELECT = { id: true, title: true, template: true, mode: true, state: true } as const;

type Identity = { id: string; title: string; template: string; mode: string; state: string };

export function projectIdentity<P extends Identity>(p: P): Pick<P, keyof Identity> {
  return { id: p.id, title: p.title, template: p.template, mode: p.mode, state: p.state };
}

/** A project's identity as the views and exports carry it. */
export interface ProjectIdentity {
  id: string;
  title: string;
  template: TemplateKind;
  mode: 'staged' | 'oneshot';
  state: string;
}

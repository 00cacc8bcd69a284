import type { ReactNode } from 'react';
import type { Shape } from './shape';

export type Path = (string | number)[];

export interface FieldEditorProps {
  label: string;
  path: Path;
  value: unknown;
  shape?: Shape;
  /** Server field errors keyed by dotted path ("characters.0.name"). */
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

/** Renders one nested field: the recursive editor is passed down, so the field files never import it back. */
export type RenderField = (props: FieldEditorProps) => ReactNode;

export const errorAt = (errors: Record<string, string>, path: Path) => errors[path.join('.')];

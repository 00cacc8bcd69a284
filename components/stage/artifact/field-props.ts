import type { ComponentType } from 'react';
import type { Shape } from './shape';

// What every field editor takes. Kept apart from FieldEditor so that the nested editors (objects,
// lists) receive the recursive editor as a prop instead of importing the module that imports them.

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

/** The editor a nested field renders its children with (FieldEditor itself). */
export type NestedField = ComponentType<FieldEditorProps>;

export const errorAt = (errors: Record<string, string>, path: Path) => errors[path.join('.')];

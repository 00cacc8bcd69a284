'use client';

import { ObjectFields } from './object-fields';
import { ObjectListField } from './object-list-field';
import { ScalarField } from './scalar-field';
import { ScalarListField } from './scalar-list-field';
import { resolveShape, type Shape } from './shape';

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

export const errorAt = (errors: Record<string, string>, path: Path) => errors[path.join('.')];

/** Any artifact value as form fields: objects as fieldsets, lists with add/remove/reorder, scalars as inputs. */
export function FieldEditor(props: FieldEditorProps) {
  const shape = resolveShape(props.shape, props.value);
  if (shape.kind === 'object') return <ObjectFields {...props} shape={shape} />;
  if (shape.kind === 'array') {
    return shape.item.kind === 'object' ? <ObjectListField {...props} shape={shape} /> : <ScalarListField {...props} shape={shape} />;
  }
  return <ScalarField {...props} shape={shape} />;
}

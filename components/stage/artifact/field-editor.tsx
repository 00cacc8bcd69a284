'use client';

import { ObjectFields } from './object-fields';
import { ObjectListField } from './object-list-field';
import { ScalarField } from './scalar-field';
import { ScalarListField } from './scalar-list-field';
import type { FieldEditorProps } from './field-types';
import { resolveShape } from './shape';

export { errorAt, type FieldEditorProps, type Path } from './field-types';

/** Any artifact value as form fields: objects as fieldsets, lists with add/remove/reorder, scalars as inputs. */
export function FieldEditor(props: FieldEditorProps) {
  const shape = resolveShape(props.shape, props.value);
  if (shape.kind === 'object') return <ObjectFields {...props} shape={shape} renderField={FieldEditor} />;
  if (shape.kind === 'array') {
    return shape.item.kind === 'object' ? <ObjectListField {...props} shape={shape} renderField={FieldEditor} /> : <ScalarListField {...props} shape={shape} />;
  }
  return <ScalarField {...props} shape={shape} />;
}

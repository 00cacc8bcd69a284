'use client';

import type { FieldEditorProps } from './field-props';
import { ObjectFields } from './object-fields';
import { ObjectListField } from './object-list-field';
import { ScalarField } from './scalar-field';
import { ScalarListField } from './scalar-list-field';
import { resolveShape } from './shape';

export type { FieldEditorProps } from './field-props';

/** Any artifact value as form fields: objects as fieldsets, lists with add/remove/reorder, scalars as inputs. */
export function FieldEditor(props: FieldEditorProps) {
  const shape = resolveShape(props.shape, props.value);
  if (shape.kind === 'object') return <ObjectFields {...props} shape={shape} field={FieldEditor} />;
  if (shape.kind === 'array') {
    return shape.item.kind === 'object' ? (
      <ObjectListField {...props} shape={shape} field={FieldEditor} />
    ) : (
      <ScalarListField {...props} shape={shape} />
    );
  }
  return <ScalarField {...props} shape={shape} />;
}

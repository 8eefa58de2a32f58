import { useState } from 'react';
import type { AnswerValue, FieldViewModel } from '../../engine';
import type { AnswerHandler, FieldWidget, FileUploads } from '../widget-kit/widget-types';
import { ExampleWords } from './example-words';

interface ControlledFieldProps {
  widget: FieldWidget;
  field: FieldViewModel;
  onAnswer?: AnswerHandler;
  uploads?: FileUploads;
}

/** Renders a widget the way a step does: each answer comes back as the field's new value. */
export function ControlledField({ widget: Widget, field, onAnswer, uploads }: ControlledFieldProps) {
  const [value, setValue] = useState<AnswerValue | undefined>(field.value as AnswerValue | undefined);
  return (
    <ExampleWords>
      <Widget
        field={{ ...field, value }}
        uploads={uploads}
        onAnswer={(name, next) => {
          setValue(next);
          onAnswer?.(name, next);
        }}
      />
    </ExampleWords>
  );
}

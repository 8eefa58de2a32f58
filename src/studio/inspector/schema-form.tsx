/**
 * One rjsf form over part of a step, held as a draft while the analyst types: a choice (select,
 * checkbox, radio) is committed at once, typing is committed when the field loses focus or after
 * a pause, so that undo takes back a change of a field rather than a keystroke.
 */
import Form from '@rjsf/core';
import type { ErrorSchema, RegistryWidgetsType, RJSFSchema, TemplatesType, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sameJson } from './json-text-edits';

/** How long typing may pause before it is committed as one change. */
export const TYPING_PAUSE_MS = 400;

export interface SchemaFormProps {
  /** The form's ids start with it (several forms share the page). */
  idPrefix: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  /** The data as the held text has it now. */
  data: unknown;
  /** Problems of the check, by the data's paths (rjsf's extraErrors): each shows under its field. */
  errors?: ErrorSchema;
  /** Called once per committed change with the data before and after it. */
  onCommit(before: unknown, after: unknown): void;
  /** rjsf templates and widgets of this form's own (the condition form's labelled chooser). */
  templates?: Partial<TemplatesType>;
  widgets?: RegistryWidgetsType;
  children?: ReactNode;
}

const isChoice = (element: Element | null) =>
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'));

export function SchemaForm({
  idPrefix,
  schema,
  uiSchema,
  data,
  errors,
  onCommit,
  templates,
  widgets,
}: SchemaFormProps) {
  const [draft, setDraft] = useState<unknown>(data);
  const committed = useRef<unknown>(data);
  const pending = useRef<{ value: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dataKey = JSON.stringify(data ?? null);

  // The held text changed by something else (undo, the JSON view): show it, unless typing is pending.
  useEffect(() => {
    if (pending.current) return;
    committed.current = JSON.parse(dataKey) as unknown;
    setDraft(committed.current);
  }, [dataKey]);

  const flush = () => {
    clearTimeout(timer.current);
    const change = pending.current;
    if (!change) return;
    pending.current = null;
    const before = committed.current;
    committed.current = change.value;
    if (!sameJson(before, change.value)) onCommit(before, change.value);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div onBlur={flush}>
      <Form
        idPrefix={idPrefix}
        schema={schema}
        uiSchema={uiSchema}
        templates={templates}
        widgets={widgets}
        formData={draft}
        validator={validator}
        extraErrors={errors}
        showErrorList={false}
        noHtml5Validate
        // The form shows the text as it is: no defaults, no empty items, no first choice filled in
        // (each would be written into the journey as a change the analyst did not make).
        experimental_defaultFormStateBehavior={{
          arrayMinItems: { populate: 'never' },
          emptyObjectFields: 'skipDefaults',
          constAsDefaults: 'never',
        }}
        onChange={(event, id) => {
          setDraft(event.formData);
          pending.current = { value: event.formData };
          clearTimeout(timer.current);
          const element = id ? document.getElementById(id) : null;
          if (isChoice(element) || !element) flush();
          else timer.current = setTimeout(flush, TYPING_PAUSE_MS);
        }}
        onSubmit={flush}
      >
        <></>
      </Form>
    </div>
  );
}

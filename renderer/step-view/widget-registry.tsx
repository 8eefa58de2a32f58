import type { Widget } from '../../engine';
import { Autocomplete } from '../autocomplete/autocomplete';
import { Checkboxes } from '../checkboxes/checkboxes';
import { ContactNumber } from '../contact-number/contact-number';
import { DateInput } from '../date/date';
import { FileList } from '../file-list/file-list';
import { Radios } from '../radios/radios';
import { Select } from '../select/select';
import type { FieldWidget, FieldWidgetProps } from '../widget-kit/widget-types';
import { Text } from '../text/text';
import { Textarea } from '../textarea/textarea';
import { YesNo } from '../yes-no/yes-no';

/** Widget name (as journeys write it) to the component that renders such a field. */
export type WidgetRegistry = Readonly<Record<string, FieldWidget>>;

/** A journey names a widget the registry does not have. */
export class UnknownWidgetError extends Error {
  constructor(widget: string, field: string, known: string[]) {
    super(`No widget "${widget}" for field "${field}"; the registry has ${known.join(', ')}.`);
    this.name = 'UnknownWidgetError';
  }
}

/** A file-list field rendered without the app's uploads. */
export class MissingUploadsError extends Error {
  constructor(field: string) {
    super(`The file-list field "${field}" needs uploads: pass uploads={{ "${field}": ... }} to StepView.`);
    this.name = 'MissingUploadsError';
  }
}

/** A file-list field: the app's uploads are required. */
function FileListField({ field, uploads }: FieldWidgetProps) {
  if (!uploads) throw new MissingUploadsError(field.name);
  return <FileList field={field} uploads={uploads} />;
}

/** The widgets every journey can use, one per widget name of schemas/journey.schema.json. */
export const defaultWidgets = {
  radios: Radios,
  'yes-no': YesNo,
  select: Select,
  autocomplete: Autocomplete,
  text: Text,
  textarea: Textarea,
  checkboxes: Checkboxes,
  'contact-number': ContactNumber,
  date: DateInput,
  'file-list': FileListField,
} satisfies Record<Widget, FieldWidget>;

/**
 * The component for a widget name, or an {@link UnknownWidgetError} that names the field.
 *
 * @example
 * const Component = widgetFor(defaultWidgets, field.widget, field.name);
 */
export function widgetFor(registry: WidgetRegistry, widget: string, field: string): FieldWidget {
  const component = Object.hasOwn(registry, widget) ? registry[widget] : undefined;
  if (!component) throw new UnknownWidgetError(widget, field, Object.keys(registry));
  return component;
}

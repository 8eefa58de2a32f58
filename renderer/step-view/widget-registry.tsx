import type { Widget } from '../../engine';
import { Autocomplete } from '../autocomplete/autocomplete';
import { Checkboxes } from '../checkboxes/checkboxes';
import { ContactNumber } from '../contact-number/contact-number';
import { DateInput } from '../date/date';
import { Radios } from '../radios/radios';
import { Select } from '../select/select';
import type { FieldWidget } from '../widget-kit/widget-types';
export { UnknownWidgetError, widgetFor, type WidgetRegistry } from './widget-for';
import { FileListField } from './file-list-field';
import { Text } from '../text/text';
import { Textarea } from '../textarea/textarea';
import { YesNo } from '../yes-no/yes-no';

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

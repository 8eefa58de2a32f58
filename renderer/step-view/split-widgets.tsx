import { lazy } from 'react';
import type { Widget } from '../../engine';
import { Checkboxes } from '../checkboxes/checkboxes';
import { ContactNumber } from '../contact-number/contact-number';
import { Radios } from '../radios/radios';
import { Select } from '../select/select';
import { Text } from '../text/text';
import type { FieldWidget } from '../widget-kit/widget-types';
import { YesNo } from '../yes-no/yes-no';

/**
 * The widgets every journey can use, as StepView loads them: the small, common ones with the
 * page, the larger ones that only some pages use (autocomplete, date, file list, the textarea
 * with its counter) as chunks of their own, loaded when a step first shows one. Residents are
 * mostly on phones: a journey page should not load widgets it never shows (see the route weight
 * in `npm run bench`).
 * `defaultWidgets` (widget-registry.tsx) is the same registry loaded eagerly, for tests.
 */
export const splitWidgets = {
  radios: Radios,
  'yes-no': YesNo,
  select: Select,
  autocomplete: lazy(() => import('../autocomplete/autocomplete').then((module) => ({ default: module.Autocomplete }))),
  text: Text,
  textarea: lazy(() => import('../textarea/textarea').then((module) => ({ default: module.Textarea }))),
  checkboxes: Checkboxes,
  'contact-number': ContactNumber,
  date: lazy(() => import('../date/date').then((module) => ({ default: module.DateInput }))),
  'file-list': lazy(() => import('./file-list-field').then((module) => ({ default: module.FileListField }))),
} satisfies Record<Widget, FieldWidget>;

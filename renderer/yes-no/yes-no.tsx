import type { FieldViewModel } from '../../engine';
import { Radios } from '../radios/radios';
import type { YesNoProps } from './yes-no-props';

const YES_NO: NonNullable<FieldViewModel['options']> = [
  { value: 'yes', labelKey: 'common.yes' },
  { value: 'no', labelKey: 'common.no' },
];

/** A yes or no question: two radios side by side. */
export function YesNo({ field, onAnswer }: YesNoProps) {
  const options = field.options?.length ? field.options : YES_NO;
  return <Radios field={{ ...field, options }} onAnswer={onAnswer} inline />;
}

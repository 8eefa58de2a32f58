import { answerList } from '../widget-kit/answer-text';
import { FieldFrame } from '../widget-kit/field-frame';
import { textOf } from '../widget-kit/text-of';
import { useTranslate } from '../widget-kit/translate-context';
import { optionId } from '../radios/radios';
import type { CheckboxesProps } from './checkboxes-props';

/** One question answered by choosing any number of options. */
export function Checkboxes({ field, onAnswer }: CheckboxesProps) {
  const translate = useTranslate();
  const chosen = answerList(field.value);
  const options = field.options ?? [];
  const toggle = (value: string, on: boolean) => {
    const next = options
      .map((option) => option.value)
      .filter((candidate) => (candidate === value ? on : chosen.includes(candidate)));
    onAnswer(field.name, next);
  };
  return (
    <FieldFrame field={field} group>
      <div className="rp-checkboxes">
        {options.map((option, index) => {
          const id = optionId(field.name, index);
          return (
            <div className="rp-checkboxes__item" key={option.value}>
              <input
                className="rp-checkboxes__input"
                type="checkbox"
                id={id}
                name={field.name}
                value={option.value}
                checked={chosen.includes(option.value)}
                aria-describedby={option.hintKey ? `${id}-hint` : undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label className="rp-checkboxes__label" htmlFor={id}>
                {textOf(option, translate)}
              </label>
              {option.hintKey ? (
                <div id={`${id}-hint`} className="rp-hint rp-checkboxes__hint">
                  {translate(option.hintKey)}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </FieldFrame>
  );
}

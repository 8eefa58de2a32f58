import { answerText } from '../widget-kit/answer-text';
import { FieldFrame } from '../widget-kit/field-frame';
import { inputId } from '../widget-kit/field-ids';
import { textOf } from '../widget-kit/text-of';
import { useTranslate } from '../widget-kit/translate-context';
import type { RadiosProps } from './radios-props';

/** Id of the n-th (0-based) control of a group: the first has the field's input id. */
export function optionId(name: string, index: number): string {
  return index === 0 ? inputId(name) : `${inputId(name)}-${index + 1}`;
}

/** One question answered by choosing one of a few options. */
export function Radios({ field, onAnswer, inline = false }: RadiosProps) {
  const translate = useTranslate();
  const chosen = answerText(field.value);
  return (
    <FieldFrame field={field} group>
      <div className={`rp-radios${inline ? ' rp-radios--inline' : ''}`}>
        {(field.options ?? []).map((option, index) => {
          const id = optionId(field.name, index);
          return (
            <div className="rp-radios__item" key={option.value}>
              <input
                className="rp-radios__input"
                type="radio"
                id={id}
                name={field.name}
                value={option.value}
                checked={chosen === option.value}
                aria-describedby={option.hintKey ? `${id}-hint` : undefined}
                onChange={() => onAnswer(field.name, option.value)}
              />
              <label className="rp-radios__label" htmlFor={id}>
                {textOf(option, translate)}
              </label>
              {option.hintKey ? (
                <div id={`${id}-hint`} className="rp-hint rp-radios__hint">
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

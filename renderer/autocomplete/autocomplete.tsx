import { useMemo, useState, type KeyboardEvent } from 'react';
import { answerText } from '../widget-kit/answer-text';
import { FieldFrame } from '../widget-kit/field-frame';
import { describedBy, inputId } from '../widget-kit/field-ids';
import { textOf } from '../widget-kit/text-of';
import { useTranslate } from '../widget-kit/translate-context';
import type { AutocompleteOption, AutocompleteProps } from './autocomplete-props';
import { highlight, rankOptions } from './rank-options';

/**
 * A free-text box that suggests options as the resident types (ARIA combobox with a listbox),
 * ranked by {@link rankOptions}: ArrowDown and ArrowUp move through the suggestions, Enter chooses,
 * Escape closes the list. Coming back to the box with text typed and nothing chosen shows the
 * suggestions again. Typed text is the answer until a suggestion is chosen (text naming an option
 * exactly chooses it), so a Continue on text that matches nothing says so.
 */
export function Autocomplete({ field, onAnswer, limit = 8 }: AutocompleteProps) {
  const translate = useTranslate();
  const id = inputId(field.name);
  const listId = `${id}-listbox`;
  const options = useMemo(
    () =>
      ((field.options ?? []) as AutocompleteOption[]).map((option) => ({
        option,
        text: textOf(option, translate),
        ...(option.keywords ? { keywords: option.keywords } : {}),
      })),
    [field.options, translate],
  );
  const chosen = options.find((entry) => entry.option.value === answerText(field.value));
  const [query, setQuery] = useState(chosen?.text ?? answerText(field.value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => rankOptions(options, query, limit), [options, query, limit]);
  const shown = open && query.trim() !== '';

  const choose = (index: number) => {
    const entry = suggestions[index];
    if (!entry) return;
    setQuery(entry.text);
    setOpen(false);
    setActive(-1);
    onAnswer(field.name, entry.option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!suggestions.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  // The focus comes back after the warning that a change removes other answers (or after a Tab):
  // a change made shows its suggestions again at once; a change kept off shows the chosen option.
  const onFocus = () => {
    if (chosen && query !== chosen.text) setQuery(chosen.text);
    else if (!chosen && query.trim() !== '') setOpen(true);
  };

  return (
    <FieldFrame field={field}>
      <div className="rp-autocomplete">
        <input
          className={`rp-input${field.errorKey ? ' rp-input--error' : ''}`}
          id={id}
          name={field.name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy(field.name, { hint: !!field.hintKey, error: !!field.errorKey })}
          aria-invalid={field.errorKey ? true : undefined}
          placeholder={field.placeholderKey ? translate(field.placeholderKey) : undefined}
          value={query}
          onChange={(event) => {
            const typed = event.target.value;
            setQuery(typed);
            setOpen(true);
            setActive(-1);
            // Text that names an option exactly chooses it; other text is the answer as typed,
            // so Continue says it matches nothing (the field's invalidOptionKey, e.g. Case_Type_Error)
            // rather than that nothing was entered.
            const named = options.find((entry) => entry.text.trim().toLowerCase() === typed.trim().toLowerCase());
            const value = named ? named.option.value : typed.trim() === '' ? '' : typed;
            if (answerText(field.value) !== value) onAnswer(field.name, value);
          }}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={() => setOpen(false)}
        />
        <ul className="rp-autocomplete__list" id={listId} role="listbox" hidden={!shown || !suggestions.length}>
          {shown
            ? suggestions.map((entry, index) => (
                <li
                  key={entry.option.value}
                  id={`${listId}-${index}`}
                  role="option"
                  data-value={entry.option.value}
                  aria-selected={index === active}
                  className={`rp-autocomplete__option${index === active ? ' rp-autocomplete__option--active' : ''}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(index)}
                >
                  {highlight(entry.text, query).map((segment, at) =>
                    segment.match ? <strong key={at}>{segment.text}</strong> : <span key={at}>{segment.text}</span>,
                  )}
                </li>
              ))
            : null}
        </ul>
        {/* Said while the text matches nothing, focused or not, so leaving the box moves nothing; a
            field whose text must match says it in its own words (noMatchKey), and Continue waits. */}
        {query.trim() !== '' && !chosen && !suggestions.length ? (
          <div className="rp-autocomplete__none">
            {translate(field.noMatchKey ?? 'renderer.autocomplete.no-results')}
          </div>
        ) : null}
        <div className="rp-visually-hidden" role="status" aria-live="polite">
          {shown
            ? !suggestions.length && field.noMatchKey
              ? translate(field.noMatchKey)
              : translate('renderer.autocomplete.results', { count: suggestions.length })
            : ''}
        </div>
      </div>
    </FieldFrame>
  );
}

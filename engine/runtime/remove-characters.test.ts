import { describe, expect, it } from 'vitest';
import { oneQuestionJourney } from '../test-fixtures/fixture-journey';
import { answer, startJourney } from './navigation';
import { viewModel } from './view-model';
import { fieldOptions } from '../validation/field-options';
import { removeCharacters } from '../validation/remove-characters';

const rule = { characters: '&*%!<>', exceptInUrls: true, messageKey: 'Financial_BC009' };

const journey = oneQuestionJourney('remove-test', [
  { answer: 'details', widget: 'textarea', labelKey: 'l', maxLength: 1500, remove: rule },
  { answer: 'code', widget: 'text', labelKey: 'c' },
]);

describe('characters a field removes', () => {
  it('removes every listed character outside web addresses and keeps addresses as typed', () => {
    expect(removeCharacters('Rent & bills! <urgent> 100%', rule)).toBe('Rent  bills urgent 100');
    expect(removeCharacters('See https://a.example/?x=1&y=2! and www.b.example/a%20b', rule)).toBe(
      'See https://a.example/?x=1&y=2! and www.b.example/a%20b',
    );
    expect(removeCharacters('https://a.example/&', { ...rule, exceptInUrls: false })).toBe('https://a.example/');
  });

  it('records the answer without them and says which message tells the resident', () => {
    const started = startJourney(journey).snapshot;
    const result = answer(journey, started, { details: 'Help with debt & rent!', code: 'A&B' });
    expect(result.snapshot.answers).toEqual({ details: 'Help with debt  rent', code: 'A&B' });
    expect(result.removed).toEqual([{ answer: 'details', messageKey: 'Financial_BC009' }]);
    expect(answer(journey, started, { details: 'Plain words' }).removed).toEqual([]);
    expect(viewModel(journey, started).fields[0]).toMatchObject({ name: 'details', removedKey: 'Financial_BC009' });
  });
});

describe('options from a fact filtered by a flag', () => {
  it('offers only the items whose properties equal the where values', () => {
    const field = {
      answer: 'reasons',
      widget: 'checkboxes' as const,
      labelKey: 'l',
      optionsFrom: { fact: 'reasons', value: 'id', label: 'text', where: { shown: true } },
    };
    const facts = {
      reasons: [
        { id: 'a', text: 'Debt', shown: true },
        { id: 'b', text: 'Court', shown: false },
        { id: 'c', text: 'Benefits', shown: true },
      ],
    };
    expect(fieldOptions(field, { answers: {}, facts, toggles: {} })).toEqual([
      { value: 'a', label: 'Debt' },
      { value: 'c', label: 'Benefits' },
    ]);
  });
});

import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { validationErrorItems } from './validation-messages';

/** An ajv error as the body validator reports it. */
function ajvError(instancePath: string, keyword: string, params: Record<string, unknown>): ErrorObject {
  return { instancePath, keyword, params, schemaPath: '#', message: 'is not valid' };
}

describe('validation messages', () => {
  it('names the entry of a list a field is in, so the message alone says which line is wrong', () => {
    const items = validationErrorItems(
      [
        ajvError('/additionalInfo/1/questionLabel', 'maxLength', { limit: 300 }),
        ajvError('/additionalInfo/0', 'required', { missingProperty: 'questionLabel' }),
        ajvError('/additionalInfo/2/responseId/0', 'minLength', { limit: 1 }),
        ajvError('/staffContactEmails/3', 'type', { type: 'string' }),
        ajvError('/description', 'maxLength', { limit: 2000 }),
      ],
      'body',
    );
    expect(items).toEqual([
      {
        field: 'body.additionalInfo[1].questionLabel',
        message: 'Question label in entry 2 of additional info must be at most 300 characters long.',
      },
      {
        field: 'body.additionalInfo[0].questionLabel',
        message: 'Question label in entry 1 of additional info is required.',
      },
      {
        field: 'body.additionalInfo[2].responseId[0]',
        message: 'Entry 1 of response id in entry 3 of additional info must not be empty.',
      },
      { field: 'body.staffContactEmails[3]', message: 'Entry 4 of staff contact emails must be text.' },
      { field: 'body.description', message: 'Description must be at most 2000 characters long.' },
    ]);
  });
});

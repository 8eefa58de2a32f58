/* eslint-disable */
// @ts-nocheck -- ajv standalone output; the typed exports are at the end.
/**
 * GENERATED FILE - DO NOT EDIT.
 * Produced by scripts/generate-types.ts (scripts/contact-validators.ts) from customer-update.schema.json
 * and common.schema.json, with the formats of ../contact-formats.ts.
 * Change the schemas, then run `npm run schemas:types`.
 */
import { contactFormats } from '../contact-formats';

/** A standalone validator: true when the data is valid; otherwise `errors` says why (ajv error objects). */
export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
}

export const validateCustomerUpdateCompiled = validate10;
const schema11 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://resident-portal.example/schemas/customer-update.schema.json',
  title: 'CustomerUpdate',
  description:
    "Body of PUT /customers/{id}: the contact details a resident may change. Send the customer's eTag as If-Match. Name and date of birth cannot be changed here.",
  type: 'object',
  properties: {
    emailAddress: {
      description: 'E-mail address; required (SSCP002 when the address is not accepted).',
      $ref: 'common.schema.json#/definitions/emailAddress',
    },
    mobilePhone: {
      description: 'Mobile phone number; required, 11 digits starting with 0 (SSCP003a).',
      $ref: 'common.schema.json#/definitions/ukPhoneNumber',
    },
    homePhone: {
      description: 'Home phone number, 11 digits starting with 0 (SSCP003b); null or absent removes it.',
      type: ['string', 'null'],
      format: 'uk-phone-number',
    },
    workPhone: {
      description: 'Business (work) phone number, 11 digits starting with 0 (SSCP003c); null or absent removes it.',
      type: ['string', 'null'],
      format: 'uk-phone-number',
    },
  },
  required: ['emailAddress', 'mobilePhone'],
  additionalProperties: false,
  examples: [
    { emailAddress: 'amara@example.org', mobilePhone: '07700900123', homePhone: '02079460123', workPhone: null },
    { emailAddress: 'ben.clarke@example.org', mobilePhone: '07700900456' },
  ],
};
const schema13 = {
  title: 'EmailAddress',
  description:
    "An e-mail address the association accepts (format email-address, schemas/contact-formats.ts): one @, local part at most 64 characters, domain at most 48 with a dot, whole address at most 100, none of the forbidden characters (such as < > ( ) [ ] , ; : space $ * £ % + ? { } = | / & ! # ^ ~), never '-@', never empty.",
  type: 'string',
  format: 'email-address',
};
const schema14 = {
  title: 'UkPhoneNumber',
  description:
    'A UK phone number of 11 digits starting with 0, for example 07700900123 (format uk-phone-number, schemas/contact-formats.ts).',
  type: 'string',
  format: 'uk-phone-number',
};
const formats0 = contactFormats['email-address'];
const formats2 = contactFormats['uk-phone-number'];
function validate10(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://resident-portal.example/schemas/customer-update.schema.json" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.emailAddress === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'emailAddress' },
        message: "must have required property '" + 'emailAddress' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.mobilePhone === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'mobilePhone' },
        message: "must have required property '" + 'mobilePhone' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'emailAddress' || key0 === 'mobilePhone' || key0 === 'homePhone' || key0 === 'workPhone')) {
        const err2 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.emailAddress !== undefined) {
      let data0 = data.emailAddress;
      if (typeof data0 === 'string') {
        if (!formats0(data0)) {
          const err3 = {
            instancePath: instancePath + '/emailAddress',
            schemaPath: 'common.schema.json#/definitions/emailAddress/format',
            keyword: 'format',
            params: { format: 'email-address' },
            message: 'must match format "' + 'email-address' + '"',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/emailAddress',
          schemaPath: 'common.schema.json#/definitions/emailAddress/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.mobilePhone !== undefined) {
      let data1 = data.mobilePhone;
      if (typeof data1 === 'string') {
        if (!formats2(data1)) {
          const err5 = {
            instancePath: instancePath + '/mobilePhone',
            schemaPath: 'common.schema.json#/definitions/ukPhoneNumber/format',
            keyword: 'format',
            params: { format: 'uk-phone-number' },
            message: 'must match format "' + 'uk-phone-number' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/mobilePhone',
          schemaPath: 'common.schema.json#/definitions/ukPhoneNumber/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.homePhone !== undefined) {
      let data2 = data.homePhone;
      if (typeof data2 !== 'string' && data2 !== null) {
        const err7 = {
          instancePath: instancePath + '/homePhone',
          schemaPath: '#/properties/homePhone/type',
          keyword: 'type',
          params: { type: schema11.properties.homePhone.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data2 === 'string') {
        if (!formats2(data2)) {
          const err8 = {
            instancePath: instancePath + '/homePhone',
            schemaPath: '#/properties/homePhone/format',
            keyword: 'format',
            params: { format: 'uk-phone-number' },
            message: 'must match format "' + 'uk-phone-number' + '"',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.workPhone !== undefined) {
      let data3 = data.workPhone;
      if (typeof data3 !== 'string' && data3 !== null) {
        const err9 = {
          instancePath: instancePath + '/workPhone',
          schemaPath: '#/properties/workPhone/type',
          keyword: 'type',
          params: { type: schema11.properties.workPhone.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data3 === 'string') {
        if (!formats2(data3)) {
          const err10 = {
            instancePath: instancePath + '/workPhone',
            schemaPath: '#/properties/workPhone/format',
            keyword: 'format',
            params: { format: 'uk-phone-number' },
            message: 'must match format "' + 'uk-phone-number' + '"',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}

/** Validates a value against customer-update.schema.json; its errors are on `.errors`. */
export const validateCustomerUpdate = validateCustomerUpdateCompiled as StandaloneValidator;

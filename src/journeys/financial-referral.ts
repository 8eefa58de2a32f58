import type { FinancialReferral } from '../../schemas/generated/types';

/** A saved phone number of the resident, as load-contact-numbers gives them. */
export interface SavedNumber {
  type: 'mobilePhone' | 'homePhone' | 'workPhone';
  number: string;
}

/** The parameters the referral journey passes to submit-financial-referral. */
export interface ReferralParams {
  referralFor: unknown;
  referralReason: unknown;
  additionalDetails: unknown;
  phoneNumber: unknown;
  personName: unknown;
  relationship: unknown;
  savedNumbers?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

/**
 * The enquiry payload (ACC-FIN-07) from the journey's answers: a saved number
 * is sent with its type, a number typed in as `other`.
 *
 * @example
 * financialReferralPayload({ referralFor: 'Myself', referralReason: ['Help with debt'], ... }, 'AST-20114')
 * // { serviceRequestType: 'financialinclusionenquiry', preferredContact: { phoneNumberType: 'mobilePhone', ... }, ... }
 */
export function financialReferralPayload(params: ReferralParams, assetIdentifier: string): FinancialReferral {
  const saved = Array.isArray(params.savedNumbers) ? (params.savedNumbers as SavedNumber[]) : [];
  const phoneNumber = text(params.phoneNumber);
  const reasons = Array.isArray(params.referralReason)
    ? params.referralReason.map(text)
    : [text(params.referralReason)];
  return {
    additionalDetails: text(params.additionalDetails).trim(),
    referralReason: [...new Set(reasons)] as FinancialReferral['referralReason'],
    referralFor: text(params.referralFor) as FinancialReferral['referralFor'],
    assetIdentifier,
    serviceRequestType: 'financialinclusionenquiry',
    preferredContact: {
      personName: text(params.personName).trim(),
      relationship: text(params.relationship) as FinancialReferral['preferredContact']['relationship'],
      phoneNumber,
      phoneNumberType: saved.find((entry) => entry.number === phoneNumber)?.type ?? 'other',
    },
  };
}

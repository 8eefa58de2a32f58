import type { ReactNode } from 'react';
import { rendererMessages } from '../messages';
import { messageTranslate } from '../widget-kit/message-translate';
import { TranslateProvider } from '../widget-kit/translate-context';

/** English words for the message keys the named examples use, so tests can find things by their words. */
export const exampleMessages: Readonly<Record<string, string>> = {
  ...rendererMessages,
  'common.continue': 'Continue',
  'common.change': 'Change',
  'common.yes': 'Yes',
  'common.no': 'No',
  Upload_Media_Wrong_File_Type: 'The file must be a JPG, JPEG, GIF or PNG.',
  'referral.title': 'Financial advice referral',
  'referral.section.about': 'About the referral',
  'referral.for.heading': 'Who is the referral for?',
  'referral.for.label': 'Who is it for?',
  'referral.for.summary': 'Referral for',
  'referral.for.myself': 'Myself',
  'referral.for.household': 'Other member of household',
  'referral.for.household-hint': 'Someone who lives with you',
  'referral.reasons.label': 'Why do you need advice?',
  'referral.reasons.summary': 'Reasons',
  'referral.reasons.other': 'Something else',
  'referral.details.label': 'Additional details',
  'referral.details.summary': 'Details',
  Financial_FI009: 'You have reached the limit of 1,500 characters.',
  'repair.vandalism.crime-reference-long': 'The crime reference number must be {{max}} characters or fewer.',
  'referral.confirmation.next': 'A money adviser will contact you within 2 working days.',
  'referral.exit.heading': 'Do you want to leave your referral?',
  'referral.exit.save': 'Save and exit',
  'referral.exit.leave': 'Leave',
  'referral.exit.return': 'Return to referral',
  Referral_For_Required: 'Select who the referral is for',
  'contact.name.label': 'Contact name',
  'contact.relation.label': 'Relation to the resident',
  'contact.number.label': 'Which number should we call?',
  'case.type.label': 'Case type',
  'case.questions.answers': 'Questions about your request',
  'case.property.label': 'Property',
  'case.review.question': 'Question {{number}}: {{label}}',
  'case.exit.heading': 'Do you want to leave this request?',
  'case.exit.leave': 'Leave without saving',
  'case.exit.return': 'Go back to my request',
  Case_CC022: 'This is taking longer than usual. Please wait.',
  'repair.details.label': 'Describe the problem',
  'repair.reason.label': 'What is the problem?',
  Repair_Reason_NoMatch_Message: 'We could not find that repair. Try another word or choose from the list.',
  SSR037: '**If you smell gas, act now:**?Open doors and windows.?**Call the gas emergency line.**',
  'repair.media.label': 'Photos or videos',
  'registration.date-of-birth.label': 'Date of birth',
  'appointments.slot.am': 'Morning',
  'appointments.slot.pm': 'Afternoon',
  SSR002: 'Enter a phone number starting with 0 and at least 11 digits',
  Case_CC011: 'Enter a contact name',
  Case_Relation_Required: 'Select the relation',
};

/** Gives the widgets below it the example words. */
export function ExampleWords({ children }: { children: ReactNode }) {
  return <TranslateProvider translate={messageTranslate(exampleMessages)}>{children}</TranslateProvider>;
}

import type { DampMouldOption, DampMouldQuestion } from '../../../schemas/generated/types';

/** Key of the damp, mould and condensation master data (assessment type 47). */
export const DAMP_MOULD_ENTRY_KEY = '47';

/** Options numbered from 1, in the order given. */
function options(first: string, ...rest: string[]): [DampMouldOption, ...DampMouldOption[]] {
  return [{ id: '1', value: first }, ...rest.map((value, i) => ({ id: String(i + 2), value }))];
}

/**
 * The damp, mould and condensation assessment, three pages. In q7_1, options 2 to 5 (a health
 * condition, a weak immune system, a young child or pregnancy, someone over 65) set the
 * vulnerability flag; option 1 ("None of these") does not.
 */
export const DAMP_MOULD_QUESTIONS: DampMouldQuestion[] = [
  {
    questionId: 'q1_1',
    label: 'Where in your home is the damp or mould?',
    type: 'Multiple',
    pageGroupId: 1,
    options: options('Bathroom', 'Bedroom', 'Kitchen', 'Living room', 'Hallway or stairs', 'Somewhere else'),
  },
  {
    questionId: 'q2_1',
    label: 'How much of the wall or ceiling is affected?',
    type: 'List',
    pageGroupId: 1,
    options: options(
      'Smaller than a sheet of A4 paper',
      'Up to one square metre',
      'More than one square metre',
      'A whole wall or ceiling',
    ),
  },
  {
    questionId: 'q3_1',
    label: 'How long has it been there?',
    type: 'List',
    pageGroupId: 1,
    options: options('Less than a month', 'One to six months', 'More than six months'),
  },
  {
    questionId: 'q4_1',
    label: 'Does it come back after you clean it?',
    type: 'List',
    pageGroupId: 2,
    options: options('No', 'Yes, within a few weeks', 'Yes, within a few days', 'I have not cleaned it'),
  },
  {
    questionId: 'q5_1',
    label: 'What can you see or smell?',
    type: 'Multiple',
    pageGroupId: 2,
    options: options(
      'Black spots of mould',
      'Damp patches or tide marks',
      'Peeling paint or wallpaper',
      'Water running down windows or walls',
      'A musty smell',
    ),
  },
  {
    questionId: 'q6_1',
    label: 'Is there a leak from a pipe, the roof or a gutter near the damp?',
    type: 'List',
    pageGroupId: 2,
    options: options('No', 'I am not sure', 'Yes'),
  },
  {
    questionId: 'q7_1',
    label: 'Does anyone who lives with you have any of these?',
    type: 'Multiple',
    pageGroupId: 3,
    options: options(
      'None of these',
      'A breathing condition such as asthma or COPD',
      'A weakened immune system',
      'A child under 5 or someone who is pregnant',
      'Someone over 65',
    ),
  },
  {
    questionId: 'q8_1',
    label: 'Do your extractor fans and window trickle vents work?',
    type: 'List',
    pageGroupId: 3,
    options: options('Yes, all of them', 'Some of them', 'No', 'I do not have any'),
  },
  {
    questionId: 'q9_1',
    label: 'Has the mould damaged your belongings, such as clothes or furniture?',
    type: 'List',
    pageGroupId: 3,
    options: options('No', 'Yes'),
  },
];

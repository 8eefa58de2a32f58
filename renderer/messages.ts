/**
 * The renderer's own wording in English, in i18next's format (`{{name}}` interpolates; a message
 * with a count has a form per plural category, `key_one` and `key_other`, and is asked for by `key`). The app
 * merges it into its English locale (and translates it for others); journeys word everything else.
 * The keys the engine hands out by default (`common.continue`, `common.change`, `common.yes`,
 * `common.no`) belong to the app's locale files.
 */
export const rendererMessages = {
  'renderer.error-prefix': 'Error:',
  'renderer.error-summary.title': 'There is a problem',
  'renderer.step.back': 'Back',
  'renderer.step.exit': 'Exit',
  'renderer.step.save-draft': 'Save draft and exit',
  'renderer.step.finish': 'Finish',
  'renderer.step.progress': 'Step {{current}} of {{total}}',
  'renderer.step.run-progress': 'Question {{page}} of {{pages}}',
  'renderer.step.loading': 'Loading this question…',
  'renderer.select.choose': 'Select an option',
  'renderer.character-count.limit': 'You can enter up to {{max}} characters',
  'renderer.character-count.used': '{{count}} of {{max}} characters',
  'renderer.character-count.limit-reached': 'You have reached the limit of {{max}} characters',
  'renderer.character-count.cut': 'Only the first {{max}} characters were kept: check the end of your text.',
  'renderer.autocomplete.results_one': '{{count}} result is available',
  'renderer.autocomplete.results_other': '{{count}} results are available',
  'renderer.autocomplete.no-results': 'No results found',
  'renderer.contact-number.another': 'Another number',
  'renderer.contact-number.another-label': 'Phone number',
  'renderer.date.day': 'Day',
  'renderer.date.month': 'Month',
  'renderer.date.year': 'Year',
  'renderer.file-list.drop': 'Drag and drop files here or',
  'renderer.file-list.list-label': 'Files added',
  'renderer.file-list.delete': 'Delete',
  'renderer.file-list.progress': 'Uploading {{name}}',
  'renderer.file-list.full': 'You have added the most files you can ({{max}}). Delete one to add another.',
  'renderer.file-list.refused': '{{name}} was not added.',
  'renderer.notice.warn-prefix': 'Warning',
  'renderer.notice.block-prefix': 'Important',
  'renderer.slot-grid.caption': 'Available appointments',
  'renderer.slot-grid.previous': 'Previous dates',
  'renderer.slot-grid.next': 'Next dates',
  'renderer.slot-grid.not-available': 'Not available',
  'renderer.clear-answers.heading': 'Changing this answer will remove other answers',
  'renderer.clear-answers.body': 'If you change this answer, we will remove your answers to:',
  'renderer.clear-answers.unnamed': 'Another question',
  'renderer.clear-answers.confirm': 'Change my answer',
  'renderer.clear-answers.cancel': 'Keep my answer',
  'renderer.back.confirm': 'Yes, go back',
  'renderer.leave.heading': 'Leave this page?',
  'renderer.leave.body': 'The answers you have changed on this page are not saved yet.',
  'renderer.leave.confirm': 'Leave this page',
  'renderer.leave.stay': 'Stay on this page',
} as const;

/** A message key of the renderer's own wording. */
export type RendererMessageKey = keyof typeof rendererMessages;

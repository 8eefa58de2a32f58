import type { StepViewModel } from '../../engine';

/** The answers a page shows, as one string to compare with those it opened with (unsaved-guard.tsx). */
export const pageAnswers = (model: StepViewModel) => JSON.stringify(model.fields.map((field) => field.value));

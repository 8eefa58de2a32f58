import type { StepViewModel } from '../../engine';

/**
 * A notice from the view model's `notices`: `warn` (shown once; a second Continue goes on),
 * `info` (shown as a warning; Continue goes on) or `block` (Continue stays disabled), with the
 * message key.
 */
export type NoticePanelProps = StepViewModel['notices'][number];

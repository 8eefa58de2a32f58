import { AlertWithPhone } from '../../errors/alert-with-phone';
import type { RepairsWords } from './repairs-words';

/** A failure banner (REP-ERR-09): the message with a tappable phone number and Return to Home. */
export function RepairsError({ messageKey }: { messageKey: string; words: RepairsWords }) {
  return <AlertWithPhone messageKey={messageKey} />;
}

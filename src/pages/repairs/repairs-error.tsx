import { Link } from 'react-router-dom';
import { MessageWithPhone } from '../errors/message-with-phone';
import type { RepairsWords } from './repairs-words';

/** A failure banner of repairs.md §8: the message with a tappable phone number and Return to Home. */
export function RepairsError({ messageKey, words }: { messageKey: string; words: RepairsWords }) {
  return (
    <div className="alert alert--error" role="alert">
      <p>
        <MessageWithPhone messageKey={messageKey} />
      </p>
      <Link to="/customer360View">{words('errors.returnHome')}</Link>
    </div>
  );
}

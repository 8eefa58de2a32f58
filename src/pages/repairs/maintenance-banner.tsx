import { MessageWithPhone } from '../../errors/message-with-phone';
import type { RepairsWords } from './repairs-words';

/** The repairs maintenance notice (REP-CON-04), shown while isMyPbRepairsMaintainence is "true". */
export function MaintenanceBanner({ words }: { words: RepairsWords }) {
  return (
    <div className="alert alert--warning" role="status">
      <h2 className="alert__title">{words('maintenance.title')}</h2>
      <p>
        <MessageWithPhone messageKey="repairs:maintenance.body" />
      </p>
    </div>
  );
}

import { useNavigate } from 'react-router-dom';
import type { RepairsWords } from './repairs-words';

/** Where reporting a repair starts (the repair journey's first page). */
export const REPAIR_JOURNEY_START = '/repairproperty';

/** Create repair: opens the repair journey; disabled while repairs are paused for maintenance. */
export function CreateRepairButton({ disabled, words }: { disabled: boolean; words: RepairsWords }) {
  const navigate = useNavigate();
  return (
    <button type="button" className="button" disabled={disabled} onClick={() => navigate(REPAIR_JOURNEY_START)}>
      {words('createRepair')}
    </button>
  );
}

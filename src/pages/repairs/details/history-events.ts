import type { HistoryEvent, RepairStatus } from '../../../../schemas/generated/types';
import type { StatusTone } from '../repair-status';

/** The titles of the timeline (REP-STA-05), as message keys of the repairs namespace. */
export const EventTitle = {
  created: 'timeline.title.created',
  booked: 'timeline.title.booked',
  preferred: 'timeline.title.preferred',
  awaiting: 'timeline.title.awaiting',
  appointmentCancelled: 'timeline.title.appointmentCancelled',
  inProgress: 'timeline.title.inProgress',
  completed: 'timeline.title.completed',
  cancelled: 'timeline.title.cancelled',
  reportedToEma: 'timeline.title.reportedToEma',
} as const;
type TitleKey = (typeof EventTitle)[keyof typeof EventTitle];

/** A timeline entry's title and, for some codes, a sentence saying what happened. */
export interface EventText {
  titleKey: TitleKey;
  detailKey?: string;
}

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(2, '0')}`);

/** The event codes behind each title. AUPDATE01 to 07 are the appointment changes of the contractor's system. */
const CODES: Record<string, EventText> = {
  APCREATE01: { titleKey: EventTitle.created },
  APCREATE10: { titleKey: EventTitle.created },
  AUPDATE01: { titleKey: EventTitle.booked },
  AUPDATE02: { titleKey: EventTitle.booked },
  AUPDATE03: { titleKey: EventTitle.preferred },
  AUPDATE04: { titleKey: EventTitle.awaiting },
  AUPDATE05: { titleKey: EventTitle.inProgress, detailKey: 'timeline.detail.onTheWay' },
  AUPDATE06: { titleKey: EventTitle.appointmentCancelled },
  AUPDATE07: { titleKey: EventTitle.awaiting },
  NOACCESS: { titleKey: EventTitle.awaiting, detailKey: 'timeline.detail.noAccess' },
  NOACC01: { titleKey: EventTitle.awaiting, detailKey: 'timeline.detail.noAccess' },
  ...Object.fromEntries(
    range('ENGOS', 1, 7).map((code) => [
      code,
      { titleKey: EventTitle.awaiting, detailKey: 'timeline.detail.notFinished' },
    ]),
  ),
  Unappointed: { titleKey: EventTitle.awaiting },
  ReportedToEMA: { titleKey: EventTitle.reportedToEma },
  Completed: { titleKey: EventTitle.completed },
  Cancelled: { titleKey: EventTitle.cancelled },
};

/** The spec's titles as a gateway may send them in subType, mapped to their keys. */
const TITLES: Record<string, TitleKey> = {
  'repair created': EventTitle.created,
  'appointment booked': EventTitle.booked,
  'preferred appointment': EventTitle.preferred,
  'awaiting appointment': EventTitle.awaiting,
  'appointment cancelled': EventTitle.appointmentCancelled,
  'in progress': EventTitle.inProgress,
  'repair complete': EventTitle.completed,
  'repair completed': EventTitle.completed,
  'repair cancelled': EventTitle.cancelled,
};

/**
 * The title of a history event from its code. The schema gives the code in `identifier` and the
 * title in `subType`; a gateway that sends the code in `subType` (as the seed stores it) is read
 * the same way. An event the portal cannot place reads as an update.
 *
 * @example
 * eventText({ identifier: 'x-H1', subType: 'NOACCESS', ... }); // { titleKey: 'timeline.title.awaiting', detailKey: ... }
 */
export function eventText(event: Pick<HistoryEvent, 'identifier' | 'subType'>): EventText {
  const byCode = CODES[event.identifier] ?? CODES[event.subType];
  if (byCode) return byCode;
  const byTitle = TITLES[event.subType.trim().toLowerCase()];
  return byTitle ? { titleKey: byTitle } : { titleKey: EventTitle.awaiting, detailKey: 'timeline.detail.update' };
}

/** Events newest first, whatever order they came in. */
export function newestFirst(events: readonly HistoryEvent[]): HistoryEvent[] {
  return [...events].sort((a, b) => Date.parse(b.createDateTime) - Date.parse(a.createDateTime));
}

/** The status in the details page's heading: its words and colour. */
export interface HeadingStatus {
  labelKey: string;
  tone: StatusTone;
}

/**
 * The heading status (REP-STA-04): the newest event's title (Repair cancelled red, Repair
 * complete green, others yellow); Draft when there are no events; the reported-to-EMA title and
 * On Hold when the repair has that status.
 *
 * @example
 * headingStatus([], 'In Diagnosis'); // { labelKey: 'status.draft', tone: 'yellow' }
 */
export function headingStatus(events: readonly HistoryEvent[], status: RepairStatus | string): HeadingStatus {
  if (status === 'Reported to EMA') return { labelKey: EventTitle.reportedToEma, tone: 'yellow' };
  if (status === 'On Hold') return { labelKey: 'status.onHold', tone: 'yellow' };
  const newest = newestFirst(events)[0];
  if (!newest) return { labelKey: 'status.draft', tone: 'yellow' };
  const { titleKey } = eventText(newest);
  const tone = titleKey === EventTitle.cancelled ? 'red' : titleKey === EventTitle.completed ? 'green' : 'yellow';
  return { labelKey: titleKey, tone };
}

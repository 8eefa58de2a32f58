import type { Slot, SlotGridProps } from './slot-grid-props';

type SlotGridExample = Omit<SlotGridProps, 'onSelect'>;

const DATES = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01'];

/** Two bands a day for seven working days; the afternoon of the 24th and all of the 26th are full. */
const week: Slot[] = DATES.flatMap((date) =>
  (['am', 'pm'] as const).map((band) => ({
    id: `${date}-${band}`,
    date,
    labelKey: `appointments.slot.${band}`,
    capacity:
      date === '2026-11-26' || (date === '2026-11-24' && band === 'pm')
        ? 'Not Available'
        : band === 'am'
          ? 'High'
          : 'Low',
  })),
);

/** Named examples of slot grids. */
export const slotGridExamples = {
  'seven days, some full': { slots: week },
  'a slot chosen on the second page': { slots: week, selectedId: '2026-12-01-am' },
  'with an error': { slots: week.slice(0, 6), errorKey: 'SSR062', captionKey: 'appointments.slots.caption' },
} satisfies Record<string, SlotGridExample>;

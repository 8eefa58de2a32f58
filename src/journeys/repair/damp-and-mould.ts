import type { PriorityCode, PriorityLevel } from '../../../schemas/generated/types';

/**
 * The repair type whose damp and mould assessment decides its priority and emergency flag
 * (REP-DMP-03); an assessment made for any other repair (a kitchen repair
 * answered "yes, damp") is recorded with the repair but changes neither.
 */
export const DAMP_PRIORITY_SOR = 'PRODAMP';

/** The damp and mould emergency priority: the emergency flag is set when the assessment gives it. */
export const DAMP_EMERGENCY_PRIORITY: PriorityCode = 'DME';

/**
 * The damp and mould inspection SLAs (REP-DMP-06), read from the configuration values
 * dampMouldUrgentSlaHours and dampMouldRoutineSlaDays because the law sets them; these are the
 * values the spec gives, used only when the configuration cannot be read (configuration-fetch
 * failures are only logged, REP-TGL-03).
 */
export const DAMP_SLA_DEFAULTS = { urgentHours: 24, routineDays: 14 };

export type DampSla = typeof DAMP_SLA_DEFAULTS;

/** The configuration names of the SLAs, as the repair journey passes them to submit-repair. */
export const DAMP_SLA_SETTINGS = { urgentHours: 'dampMouldUrgentSlaHours', routineDays: 'dampMouldRoutineSlaDays' };

const positiveWhole = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * The SLAs from configuration values (strings, as the gateway serves them); a missing or
 * unreadable one keeps its default.
 *
 * @example
 * dampSlaOf({ urgentHours: '48', routineDays: undefined }) // { urgentHours: 48, routineDays: 14 }
 */
export function dampSlaOf(values: { urgentHours?: unknown; routineDays?: unknown }): DampSla {
  return {
    urgentHours: positiveWhole(values.urgentHours) ?? DAMP_SLA_DEFAULTS.urgentHours,
    routineDays: positiveWhole(values.routineDays) ?? DAMP_SLA_DEFAULTS.routineDays,
  };
}

/**
 * The assessment's priority level as it counts for the repair's priority: the level for a
 * PRODAMP repair, null for any other repair type.
 *
 * @example
 * dampLevelFor('PRODAMP', 'HIGH') // 'HIGH'
 * dampLevelFor('CARPCUP01', 'HIGH') // null
 */
export function dampLevelFor(
  sorCode: string | undefined,
  level: PriorityLevel | null | undefined,
): PriorityLevel | null {
  return sorCode === DAMP_PRIORITY_SOR && level ? level : null;
}

/** Whether a priority is the damp and mould emergency one (the emergency flag; non-high clears it). */
export const isDampEmergency = (priority: PriorityCode | null | undefined): boolean =>
  priority === DAMP_EMERGENCY_PRIORITY;

/**
 * The note added to the job of a PRODAMP repair (REP-LIF-06):
 * the urgent SLA note when the home is in its defects period and the assessment is high
 * priority, the routine SLA note when it is low or medium; none otherwise (high priority outside
 * the defects period, or another repair type). The note is for the repairs team and the
 * contractor, not shown to the resident.
 *
 * @example
 * dampNote({ sorCode: 'PRODAMP', level: 'MEDIUM', inDefects: false }, DAMP_SLA_DEFAULTS)
 * // 'Damp and mould inspection needed within 14 days (SLA 14 days): the assessment priority is low or medium.'
 */
export function dampNote(
  repair: { sorCode: string | undefined; level: PriorityLevel | null | undefined; inDefects: boolean },
  sla: DampSla,
): string | null {
  const level = dampLevelFor(repair.sorCode, repair.level);
  if (level === 'HIGH' && repair.inDefects) {
    const hours = `${sla.urgentHours} ${sla.urgentHours === 1 ? 'hour' : 'hours'}`;
    return `Damp and mould inspection needed within ${hours} (SLA ${hours}): the home is in its defects period and the assessment is high priority.`;
  }
  if (level === 'LOW' || level === 'MEDIUM') {
    const days = `${sla.routineDays} ${sla.routineDays === 1 ? 'day' : 'days'}`;
    return `Damp and mould inspection needed within ${days} (SLA ${days}): the assessment priority is low or medium.`;
  }
  return null;
}

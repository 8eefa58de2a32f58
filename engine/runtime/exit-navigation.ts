import type { JourneyIndex } from '../definition/journey-index';
import { resolveParams } from '../machine/effect-requests';
import type { Journey } from './journey';
import { readPath, type Scope } from '../definition/scope';

/** Where the portal goes when a journey ends at an exit, and the banner it shows there. */
export interface ExitNavigation {
  route: string;
  notice?: { noticeKey: string; noticeValues: Record<string, string> };
}

/** Fills {fact.path} placeholders with the facts' values (encoded for an address when asked). */
function fill(template: string, scope: Scope, encode: boolean): string {
  return template.replace(/\{([A-Za-z0-9_.-]+)\}/g, (_match, path: string) => {
    const value = readPath(scope.facts, path);
    const text = value === undefined || value === null ? '' : String(value);
    return encode ? encodeURIComponent(text) : text;
  });
}

/**
 * The address and banner of an exit, its placeholders filled from the facts: a submitted repair
 * goes to `/appointmentscheduler?workOrderId={work-order.id}`, or home with the banner of its kind.
 *
 * @example
 * exitNavigation(index, 'scheduler', scope) // { route: '/appointmentscheduler?workOrderId=WO-1' }
 */
export function exitNavigation(index: JourneyIndex, exitId: string, scope: Scope): ExitNavigation {
  const exit = index.exits[exitId];
  if (!exit) return { route: '/' };
  const route = fill(exit.route, scope, true);
  if (!exit.noticeKey) return { route };
  const values = resolveParams(exit.noticeValues, scope);
  return {
    route,
    notice: {
      noticeKey: fill(exit.noticeKey, scope, false),
      noticeValues: Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          value === undefined || value === null ? '' : String(value),
        ]),
      ),
    },
  };
}

/**
 * Where a choice of the exit modal leads: its exit (`exitTo`), and after Save and exit the banner
 * saying the answers are saved (`savedNoticeKey`), when the journey has one.
 *
 * @example
 * exitModalNavigation(journey, 'save-and-exit', scope) // { route: '/customer360View', notice: { noticeKey: 'repair.draft.saved', noticeValues: {} } }
 */
export function exitModalNavigation(
  journey: Pick<Journey, 'definition' | 'index'>,
  choice: 'save-and-exit' | 'leave',
  scope: Scope,
): ExitNavigation {
  const modal = journey.definition.exitModal;
  if (!modal) return { route: '/' };
  const place = exitNavigation(journey.index, modal.exitTo, scope);
  if (choice === 'leave' || !modal.savedNoticeKey) return place;
  return { route: place.route, notice: { noticeKey: fill(modal.savedNoticeKey, scope, false), noticeValues: {} } };
}

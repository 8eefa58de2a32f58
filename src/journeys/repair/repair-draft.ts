import type { Scope } from '../../../engine/browser';
import type { WorkOrderCreate, WorkOrderUpdate } from '../../../schemas/generated/types';
import {
  createWorkOrder,
  deleteWorkOrder,
  GatewayError,
  idFromLocation,
  updateWorkOrder,
  type GatewayClient,
} from '../../../gateway/client';
import { JOURNEY_ERROR_PATH, JourneyFailureError } from '../journey-failure';

/**
 * What a save sends, as journeys/repair.json declares it (payloads.save-repair-draft): the first
 * save's work order, without the customer, and every later save's.
 */
export interface DraftPayloads {
  create: Omit<WorkOrderCreate, 'customerIdentifier'>;
  update: WorkOrderUpdate;
}

/** The draft work order of a report, as the journey keeps it (the fact work-order). */
export interface DraftRef {
  id: string;
  eTag: string;
}

/** The message of a save refused because the draft changed elsewhere (412): nothing is overwritten. */
export const DRAFT_CONFLICT_KEY = 'repair.draft.conflict';

/** How long to wait before each retry of a save that failed on the way (network, gateway busy). */
export const SAVE_RETRY_DELAYS_MS = [1000, 3000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure worth trying again: no answer, or the gateway failing or unreachable. */
function isPassing(error: unknown): boolean {
  return error instanceof GatewayError && (error.status === 0 || error.status >= 500);
}

/**
 * Runs a save, trying again after a passing failure; a 412 becomes the conflict message, and a
 * save that still fails becomes the journey's error page (REP-ERR-07) — never the generic
 * error page, which would clear the answers kept in the browser.
 */
async function withRetries<T>(save: () => Promise<T>, delays: readonly number[]): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await save();
    } catch (error) {
      if (error instanceof GatewayError && error.status === 412)
        throw new JourneyFailureError(JOURNEY_ERROR_PATH, DRAFT_CONFLICT_KEY, { cause: error });
      const delay = delays[attempt];
      if (!isPassing(error) || delay === undefined)
        throw new JourneyFailureError(JOURNEY_ERROR_PATH, 'repair_Journey_Error_Message1', { cause: error });
      await wait(delay);
    }
  }
}

/**
 * Saves the report as a draft work order: created on the first save (its id from the Location
 * header, REP-ENT-09), then updated with its eTag, with the payloads the journey declares. Pass the
 * portal's quiet client: its failures are the caller's, so a failed save never clears what the
 * browser keeps. A save that fails on the way is tried again (the answers stay in the browser
 * meanwhile); a draft changed in another window or device (412) is never overwritten: the resident
 * is told instead. Before the asset and the property are known there is nothing to save.
 *
 * @example
 * const ref = await saveRepairDraft(client, scope, params.payloads, 'CUS-100001');
 */
export async function saveRepairDraft(
  client: GatewayClient,
  scope: Scope,
  payloads: DraftPayloads,
  customerId: string,
  delays: readonly number[] = SAVE_RETRY_DELAYS_MS,
): Promise<DraftRef | null> {
  const known = scope.facts['work-order'] as DraftRef | undefined;
  if (known?.id) {
    const { etag } = await withRetries(() => updateWorkOrder(client, known.id, payloads.update, known.eTag), delays);
    return { id: known.id, eTag: etag ?? known.eTag };
  }
  if (!payloads.create.assetIdentifier || !payloads.create.premisesId) return null;
  const payload = { ...payloads.create, customerIdentifier: customerId } as WorkOrderCreate;
  // A create is not tried again: a lost answer to a create that worked would make a second draft.
  const created = await withRetries(() => createWorkOrder(client, payload), []);
  const id = created.location ? idFromLocation(created.location) : undefined;
  if (!id || !created.etag) throw new Error('The gateway created the draft without its Location or ETag.');
  return { id, eTag: created.etag };
}

/** Deletes the report's draft work order (Leave); nothing to do before it was first saved. */
export async function deleteRepairDraft(client: GatewayClient, scope: Scope): Promise<null> {
  const known = scope.facts['work-order'] as DraftRef | undefined;
  if (known?.id) await withRetries(() => deleteWorkOrder(client, known.id, known.eTag), SAVE_RETRY_DELAYS_MS);
  return null;
}

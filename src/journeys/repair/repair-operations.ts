import { declaredPayloads, type EffectRegistry, type OperationName, type Scope } from '../../../engine/browser';
import { getKeyValueEntry, type GatewayClient } from '../../../gateway/client';
import type { DampMouldQuestion } from '../../../schemas/generated/types';
import { failAs, journeyClient } from '../journey-failure';
import type { DraftPayloads } from './repair-draft';
import { enhancedOn } from './repair-enhanced';
import type { ScorePayloads, SubmitPayloads } from './repair-submit';

/**
 * The code behind the operations, in chunks of its own: loaded with the first operation that
 * needs it (while that operation's call is on its way), not with every journey page.
 */
const lookups = () => import('./repair-lookups');
const draft = () => import('./repair-draft');
const submission = () => import('./repair-submit');
const chosenPropertyCode = () => import('../chosen-property');

/**
 * Starts fetching the code the journey's first steps run (the chosen home, the lookups) as the
 * repair page opens, beside the journey's settings, rather than one chunk after another once the
 * first operation asks: on a phone each chunk in turn was a round trip before the first step
 * painted (issue 29 item 3). A chunk that fails here is fetched again by the operation that needs
 * it, which reports its own failure (REP-ERR-07).
 */
export function prefetchFirstStepCode(): void {
  for (const load of [chosenPropertyCode, lookups]) load().catch(() => undefined);
}

/** What the repair operations need: the gateway, a quiet client for saves, who reports, the words. */
export interface RepairOperationContext {
  client: GatewayClient;
  /** The portal's quiet client: its failures are the caller's (a failed save keeps the answers). */
  saveClient: GatewayClient;
  customerId: string;
  /** Words the operations put into data the pages show (the supplementary question's Yes and No). */
  translate: (key: string) => string;
  /** A date as the repair pages show it (DD MMM YYYY). */
  formatDate: (iso: string) => string;
}

/** The repair journey's general failure (REP-ERR-07: any failed save or fetch). */
const FAILED = 'repair_Journey_Error_Message1';

const isCatalyst = (scope: Scope) => scope.facts['is-catalyst-customer'] === true;

/** The draft work order as the operations last saved it. */
interface DraftRef {
  id: string;
  eTag: string;
}

/**
 * One writer of a report's draft at a time, with the newest version it knows: saves from the
 * pages (each page entered), from the photos (a second after a change) and the submission would
 * otherwise race with the same eTag and refuse each other (412), and a second save before the
 * first one's answer would create a second draft.
 */
function draftWriter() {
  let newest: DraftRef | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    /** Runs a write after the ones before it, with the scope's draft replaced by the newest known. */
    write<T>(scope: Scope, run: (scope: Scope) => Promise<T>, keep: (result: T) => DraftRef | undefined): Promise<T> {
      const next = queue.then(async () => {
        const held = scope.facts['work-order'] as DraftRef | undefined;
        const current = newest && (!held || held.id === newest.id) ? newest : held;
        const result = await run(current ? { ...scope, facts: { ...scope.facts, 'work-order': current } } : scope);
        newest = keep(result) ?? newest;
        return result;
      });
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

/**
 * The portal's implementations of the repair journey's operations (engine/operations): reference
 * data, checks and the submission through the gateway client (its failures left to the journey,
 * journeyClient), the draft through the quiet client.
 *
 * @example
 * const registry = { ...portalOperations(context), ...repairOperations(repairContext) };
 */
export function repairOperations(
  context: RepairOperationContext,
): Partial<Record<OperationName, EffectRegistry[string]>> {
  const { saveClient, customerId } = context;
  // Every failure of a lookup, a check (eligibility, enhanced), the score, the priority or the
  // submission comes back here, for the repair error page (REP-ERR-07) or, for the damp and mould
  // update, the generic one (REP-DMP-05), with the answers kept.
  const client = journeyClient(context.client);
  const words = {
    yes: context.translate('common.yes'),
    no: context.translate('common.no'),
    // A code the locale has no words for comes back as itself (REP-ERR-06: only worded codes show).
    hasWords: (code: string) => context.translate(code) !== code,
  };
  const writer = draftWriter();
  return {
    'load-repair-assets': (_params, scope) =>
      failAs(FAILED, async () => {
        const { chosenProperty } = await chosenPropertyCode();
        const premisesId = chosenProperty(scope);
        if (!premisesId) throw new Error('No property is chosen for the repair.');
        return (await lookups()).loadRepairAssets(client, premisesId);
      }),
    'load-repair-reasons': (params, scope) =>
      failAs(FAILED, async () => (await lookups()).loadRepairReasons(client, String(params.asset), isCatalyst(scope))),
    'check-repair-eligibility': (params, scope) =>
      failAs(FAILED, async () =>
        (await lookups()).checkEligibility(
          client,
          scope,
          words,
          enhancedOn(params.enhanced, scope.toggles.checkEnhancedRepairEligibilityMyPeabody),
        ),
      ),
    'find-duplicate-repairs': (_params, scope) =>
      failAs(FAILED, async () => (await lookups()).findDuplicates(client, scope, context.formatDate)),
    'check-duplicate-choice': async (params) => {
      const found = Array.isArray(params.duplicates) ? (params.duplicates as { id: string; kind: string }[]) : [];
      const chosen = params.choice === 'none' ? undefined : found.find((item) => item.id === params.choice);
      return chosen ? { kind: chosen.kind, id: chosen.id } : { kind: 'none' };
    },
    'load-damp-questions': (params) =>
      failAs(FAILED, async () => {
        const { data } = await getKeyValueEntry(client, String(params.entry ?? 47));
        return (Array.isArray(data?.value) ? data.value : []) as DampMouldQuestion[];
      }),
    // What the score, the saves and the submission send is the journey's (params.payloads: the
    // payloads journeys/repair.json declares, built by the journey session as each one runs).
    'score-damp-assessment': (params) =>
      failAs(FAILED, async () =>
        (await submission()).scoreDampAssessment(
          client,
          declaredPayloads<ScorePayloads>(params, 'score-damp-assessment'),
        ),
      ),
    'save-repair-draft': (params, scope) =>
      failAs(FAILED, async () => {
        const { saveRepairDraft } = await draft();
        return writer.write(
          scope,
          (fresh) =>
            saveRepairDraft(
              saveClient,
              fresh,
              declaredPayloads<DraftPayloads>(params, 'save-repair-draft'),
              customerId,
            ),
          (saved) => saved ?? undefined,
        );
      }),
    'delete-repair-draft': (_params, scope) =>
      failAs(FAILED, async () => {
        const { deleteRepairDraft } = await draft();
        return writer.write(
          scope,
          (fresh) => deleteRepairDraft(saveClient, fresh),
          () => undefined,
        );
      }),
    'submit-repair': (params, scope) =>
      failAs(FAILED, async () => {
        const { submitRepair } = await submission();
        return writer.write(
          scope,
          (fresh) =>
            submitRepair(client, fresh, {
              ...params,
              payloads: declaredPayloads<SubmitPayloads>(params, 'submit-repair'),
            }),
          () => undefined,
        );
      }),
  };
}

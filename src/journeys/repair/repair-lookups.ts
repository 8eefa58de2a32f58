import type { Scope } from '../../../engine/browser';
import {
  checkRepairEligibility,
  determineHeating,
  findDuplicateRepairs,
  getAssetHierarchy,
  getRepairReasons,
  type GatewayClient,
} from '../../../gateway/client';
import type { Asset, DuplicateCheckItem, RepairReason } from '../../../schemas/generated/types';
import { enhancedRefusal } from './repair-enhanced';
import type { JourneyReason } from './repair-facts';

/** The asset cards of /repairasset by type, and the assets behind them. */
export interface RepairAssets {
  types: string[];
  byType: Record<string, string>;
  /** The assets by id, for the eligibility check and the heating context. */
  assets: Record<
    string,
    Pick<
      Asset,
      'id' | 'assetType' | 'premisesType' | 'uprn' | 'maintenanceResponsibilities' | 'statuses' | 'heatingAttributes'
    >
  >;
}

/** Card of each asset type (REP-PG-03: Estate Area shows as My Estate; schemes are hidden). */
const CARD_OF: Record<string, string | undefined> = {
  Property: 'Property',
  'Divided block': 'Divided block',
  'Divided Block': 'Divided block',
  Block: 'Block',
  Estate: 'Estate',
  'Estate Area': 'Estate',
};

/**
 * The parts of a property a repair can be for: the home and each asset above it, one card per
 * type (the nearest asset of that type), schemes left out.
 *
 * @example
 * await loadRepairAssets(client, 'AST-30001') // { types: ['Property', 'Estate'], byType: {...}, assets: {...} }
 */
export async function loadRepairAssets(client: GatewayClient, premisesId: string): Promise<RepairAssets> {
  const { data: chain = [] } = await getAssetHierarchy(client, premisesId);
  const result: RepairAssets = { types: [], byType: {}, assets: {} };
  for (const asset of chain) {
    const card = CARD_OF[asset.premisesType] ?? CARD_OF[asset.assetType];
    if (!card || result.byType[card]) continue;
    result.types.push(card);
    result.byType[card] = asset.id;
    result.assets[asset.id] = asset;
  }
  return result;
}

/** A reason as the journey keeps it. */
function journeyReason(reason: RepairReason): JourneyReason {
  return {
    id: reason.id,
    description: reason.description,
    priority: reason.priority,
    trade: reason.trade,
    element: reason.element,
    repairLocation: reason.repairLocation,
    repairLocationId: reason.repairLocationId ?? null,
    sorCode: reason.sors[0]?.sorCode ?? 'NA',
    hasQuestion: reason.additionalData !== null && reason.additionalData !== undefined,
    questionIsEligible: reason.additionalData?.isEligible ?? null,
    question: reason.additionalData?.description ?? null,
  };
}

/**
 * The reasons offered for a card (Communal for a block, divided block or estate), and their
 * locations, for the location list and the reason suggestions.
 */
export async function loadRepairReasons(client: GatewayClient, asset: string, isCatalyst: boolean) {
  const { data = [] } = await getRepairReasons(client, {
    assetType: asset === 'Property' ? 'Property' : 'Communal',
    isUsedForCreation: true,
    isCatalyst,
  });
  const reasons = data.map(journeyReason);
  const locations = [...new Set(reasons.map((reason) => reason.repairLocation))].map((name) => ({ name }));
  return { locations, reasons };
}

/** Codes of the heating reasons whose repair needs the heating context (REP-CON-06, gateway /docs). */
const HEATING_CODES = new Set(['HEATREP01', 'HEATNONE01', 'HEATRAD01', 'HEATBLK01', 'ELECSTH01', 'COMHIU']);

/**
 * The supplementary question of a reason as a run of one Yes/No page, headed by the reason and
 * asking the question of its additional data (REP-PG-06). No blocks
 * with SSR057 (REP-EDT-05); when the eligibility check said E2 for a reason with additional data,
 * the outcome is soft (REP-ERR-03): the question decides, and Yes keeps E2 and blocks with its message.
 */
function supplementaryRun(reason: JourneyReason, words: { yes: string; no: string }, softE2: boolean) {
  if (!reason.hasQuestion) return [];
  return [
    {
      questionId: 'supplementary',
      heading: reason.description,
      label: reason.question ?? '',
      type: 'Radio',
      options: [
        { id: 'yes', value: words.yes },
        { id: 'no', value: words.no },
      ],
      blocking: softE2
        ? { errorCode: 'E2', dependsOn: [{ responseId: 'yes' }] }
        : { errorCode: 'SSR057', dependsOn: [{ responseId: 'no' }] },
    },
  ];
}

/** The words the eligibility check puts into the journey: Yes and No, and which codes have words at all. */
export interface EligibilityWords {
  yes: string;
  no: string;
  /** True when a code has words to show (a message in the portal's locale). */
  hasWords?: (code: string) => boolean;
}

/**
 * The eligibility of the chosen reason on the chosen asset (POST eligibilityoutcomes), after the
 * heating determination for a heating reason, with the reason's details the journey reads. The
 * spec's code fix applies: "Total loss of water" with supplementary code FISPUMPS02 uses COMPUMP.
 * The supplementary codes that have words are the outcome's supplementaryNotices, each shown as a
 * warning (REP-ERR-06); a code without words (DEFECTS) is kept in supplementaryCodes only.
 * E2 for a reason with additional data is soft: no code here, its question decides (supplementaryRun).
 * With `enhanced` on, an eligible reason is also put to the enhanced check (REP-ERR-05: E35 blocks
 * when the reason is chosen) with what is known now: an emergency by the reason's priority, its
 * code; no duplicate chosen and no vulnerability told yet (the submission asks again with those).
 */
export async function checkEligibility(
  client: GatewayClient,
  scope: Scope,
  words: EligibilityWords,
  enhanced = false,
): Promise<Record<string, unknown>> {
  const assets = scope.facts.assets as RepairAssets | undefined;
  const reasons = (scope.facts['repair-reasons'] as { reasons?: JourneyReason[] } | undefined)?.reasons ?? [];
  const reason = reasons.find((candidate) => candidate.id === scope.answers.reason);
  const assetId = assets?.byType[String(scope.answers.asset)];
  const asset = assetId ? assets?.assets[assetId] : undefined;
  if (!reason || !asset) throw new Error('The eligibility check needs the chosen asset and reason.');
  let heatingRepairContext: string | null = null;
  let heatingError: string | null = null;
  if (HEATING_CODES.has(reason.sorCode)) {
    const attribute = (found?: readonly string[]) => (found && found.length > 0 ? found.join('+') : null);
    const home = assets?.assets[assets.byType.Property ?? ''];
    const { data } = await determineHeating(client, {
      context: reason.sorCode,
      propertyAttribute: attribute(home?.heatingAttributes) ?? '',
      dividedBlockAttribute: attribute(assets?.assets[assets.byType['Divided block'] ?? '']?.heatingAttributes),
      blockAttribute: attribute(assets?.assets[assets.byType.Block ?? '']?.heatingAttributes),
      estateAttribute: attribute(assets?.assets[assets.byType.Estate ?? '']?.heatingAttributes),
    });
    heatingRepairContext = data?.repairContext ?? null;
    heatingError = data?.errorCode ?? null;
  }
  const { data: [outcome] = [] } = await checkRepairEligibility(client, {
    premisesType: asset.premisesType,
    maintenanceResponsibility: asset.maintenanceResponsibilities[0]?.value ?? 'FMFULL',
    repairResponsibility: null,
    additionalRepairInfo: null,
    isRepairEligible: reason.questionIsEligible,
    isCustomerView: true,
    uprn: asset.uprn,
    isInDefects: asset.statuses.isInDefects,
    repairType: reason.sorCode,
    heatingRepairContext,
  });
  const supplementaryCodes = (outcome?.supplimentaryCodes ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const sorCode =
    reason.description === 'Total loss of water' && supplementaryCodes.includes('FISPUMPS02')
      ? 'COMPUMP'
      : reason.sorCode;
  const softE2 = heatingError === null && outcome?.errorCode === 'E2' && reason.hasQuestion;
  let isEligible = softE2 || (heatingError === null && (outcome?.isEligible ?? false));
  let errorCode = heatingError ?? (softE2 ? null : (outcome?.errorCode ?? null));
  if (enhanced && isEligible) {
    const refusal = await enhancedRefusal(client, {
      isEmergency: reason.priority === 'EME',
      sor: sorCode,
      isPotentialDuplicate: false,
      isVulnerable: false,
    });
    if (refusal) [isEligible, errorCode] = [false, refusal];
  }
  return {
    isEligible,
    errorCode,
    supplementaryCodes,
    supplementaryNotices: supplementaryCodes.filter((code) => words.hasWords?.(code) === true),
    isInDefects: outcome?.statuses?.isInDefects ?? asset.statuses.isInDefects,
    priority: reason.priority,
    sorCode,
    heatingRepairContext,
    supplementary: supplementaryRun(reason, words, softE2),
  };
}

/** What choosing a found repair means (REP-DUP-01, REP-DUP-02). */
function kindOf(item: DuplicateCheckItem): string {
  const { status, isPotentialDuplicate } = item.statuses;
  if (status === 'In Diagnosis') return 'draft';
  if (status === 'CATALYST_TRIAGE_EMA' || status === 'CATALYST_TRIAGE_TIER2') return 'triage-ema-tier2';
  if (status === 'CATALYST_TRIAGE_DEFECT') return 'triage';
  if (isPotentialDuplicate) return 'potential';
  return 'open';
}

/**
 * Open repairs like the one being reported on the same asset (the duplicate check), leaving out
 * the report's own draft.
 */
export async function findDuplicates(
  client: GatewayClient,
  scope: Scope,
  formatDate: (iso: string) => string,
): Promise<{ id: string; summary: string; kind: string }[]> {
  const assets = scope.facts.assets as RepairAssets | undefined;
  const assetId = assets?.byType[String(scope.answers.asset)];
  const reasons = (scope.facts['repair-reasons'] as { reasons?: JourneyReason[] } | undefined)?.reasons ?? [];
  const reason = reasons.find((candidate) => candidate.id === scope.answers.reason);
  if (!assetId || !reason) return [];
  const own = (scope.facts['work-order'] as { id?: string } | undefined)?.id;
  const { data } = await findDuplicateRepairs(client, { propertiesIds: [assetId], sor: reason.sorCode, limit: 20 });
  return (data?.worksOrders ?? [])
    .filter((item) => item.identifiers.worksOrderIdentifier !== own)
    .map((item) => ({
      id: item.identifiers.worksOrderIdentifier,
      summary: `${item.job.description ?? reason.description} (${formatDate(item.raisedDate)})`,
      kind: kindOf(item),
    }));
}

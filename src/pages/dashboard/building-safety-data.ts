import { useEffect, useState } from 'react';
import { getAssetAssociates, getAssetDocuments, isHandledByApp, type GatewayClient } from '../../../gateway/client';
import type { AssetAssociates, AssetDocument, BuildingSafetyParty } from '../../../schemas/generated/types';

/** The four responsible parties of a high-rise building, in the order the card shows them (ACC-BSF-02). */
export const PARTY_ROLES = [
  'principleAccountablePerson',
  'accountablePerson',
  'buildingSafetyManager',
  'responsiblePerson',
] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** The regulatory document types of a block, in the order the card lists them (ACC-BSF-03). */
export const DOCUMENT_TYPES = ['FRA', 'BSR', 'RES'] as const satisfies readonly AssetDocument['documentType'][];

/**
 * The organisation's own document: the resident engagement strategy is written by the principal
 * accountable person, so the card links it only when that is the organisation (below).
 */
export const ORGANISATION_DOCUMENT: AssetDocument['documentType'] = 'RES';

/** The toggle that shows building safety documents (and repair media) to residents (ACC-BSF-05). */
export const DOCUMENT_TOGGLE = 'mypeabodyDocumentToggle';

/** What the building safety card shows. */
export interface BuildingSafetyInfo {
  parties: { role: PartyRole; party: BuildingSafetyParty }[];
  /** The newest document of each type the block has, in DOCUMENT_TYPES order. */
  documents: AssetDocument[];
}

const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  !!a?.trim() && a.trim().toLowerCase() === b?.trim().toLowerCase();

/**
 * The organisation-specific link rule (ACC-BSF-04): the
 * organisation's own document shows only when the principal accountable
 * person's given name matches the organisation. The organisation is the block's landlord (the
 * landLord associate of the same answer), so the rule holds for whichever association runs the
 * portal, and a block whose principal accountable person is someone else (a freeholder, a
 * managing agent) gets no link to a document the association does not own.
 *
 * @example
 * isOrganisationAccountable(associates); // true when principleAccountablePerson is 'Thameside Homes' and so is the landlord
 */
export function isOrganisationAccountable(associates: AssetAssociates): boolean {
  return sameName(associates.principleAccountablePerson?.person.name.givenName, associates.landLord.organisation.name);
}

/**
 * Reads a block's building safety information: GET /assets/{id}/associates?expand=interestedParties
 * (up to four parties) and, when documents are shown, GET /assets/{id}/documents for each type
 * (Limit 1, Skip 0: the newest).
 */
export async function loadBuildingSafety(
  client: GatewayClient,
  blockId: string,
  showDocuments: boolean,
  signal?: AbortSignal,
): Promise<BuildingSafetyInfo> {
  const { data: associates } = await getAssetAssociates(client, blockId, { interestedParties: true, signal });
  if (!associates) throw new Error(`GET /assets/${blockId}/associates answered nothing.`);
  const parties = PARTY_ROLES.flatMap((role) => {
    const party = associates[role];
    return party ? [{ role, party }] : [];
  });
  const types = DOCUMENT_TYPES.filter(
    (type) => showDocuments && (type !== ORGANISATION_DOCUMENT || isOrganisationAccountable(associates)),
  );
  const lists = await Promise.all(
    types.map(
      async (type) =>
        (await getAssetDocuments(client, blockId, { DocumentType: type, Limit: 1, Skip: 0 }, { signal })).data ?? [],
    ),
  );
  return { parties, documents: lists.flatMap((list) => list.slice(0, 1)) };
}

/** The card's data: undefined while loading, 'error' when it cannot be read. */
export function useBuildingSafety(
  client: GatewayClient,
  blockId: string,
  showDocuments: boolean | undefined,
): BuildingSafetyInfo | 'error' | undefined {
  const [loaded, setLoaded] = useState<{ key: string; info: BuildingSafetyInfo | 'error' }>();
  const key = `${blockId}:${String(showDocuments)}`;
  useEffect(() => {
    if (showDocuments === undefined) return;
    const abort = new AbortController();
    loadBuildingSafety(client, blockId, showDocuments, abort.signal).then(
      (info) => !abort.signal.aborted && setLoaded({ key, info }),
      (error: unknown) => {
        if (abort.signal.aborted || isHandledByApp(error)) return;
        console.warn('Could not read the building safety information', error);
        setLoaded({ key, info: 'error' });
      },
    );
    return () => abort.abort();
  }, [client, blockId, showDocuments, key]);
  return loaded?.key === key ? loaded.info : undefined;
}

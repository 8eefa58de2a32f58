import { getStatementPdf, isHandledByApp, type GatewayClient } from '../../../../gateway/client';

/** How long the statement's blob: address lives after its tab was pointed at it. */
export const STATEMENT_URL_LIFETIME_MS = 60_000;

/** How opening a statement ended: opened, or the reason it could not be (null: the app took over). */
export type OpenStatementOutcome = 'opened' | 'VS_Failure_To_Retrieve_Statement' | null;

/**
 * Opens a tab for a statement at once (in the click itself, so no pop-up blocker stops it), then
 * fetches the statement's PDF (GET /customers/{id}/documents/{docId}) and points the tab at it
 * through a blob: address; the PDF's own title ("Statement <Month> <Year>", shown by the PDF
 * viewer) then names the tab. The address is revoked a minute later. A failed or empty download
 * closes the tab again.
 *
 * @example
 * button.onclick = () => void openStatement(client, customerId, document.id, 'Statement February 2026');
 */
export async function openStatement(
  client: GatewayClient,
  customerId: string,
  documentId: string,
  loadingTitle: string,
): Promise<OpenStatementOutcome> {
  const tab = window.open('', '_blank');
  if (tab) {
    // The tab is the portal's until the PDF arrives; it must not be able to reach back.
    tab.opener = null;
    tab.document.title = loadingTitle;
  }
  try {
    const { data } = await getStatementPdf(client, customerId, documentId);
    if (!data || data.size === 0) throw new Error(`Statement ${documentId} came back empty.`);
    const url = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
    if (tab && !tab.closed) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    window.setTimeout(() => URL.revokeObjectURL(url), STATEMENT_URL_LIFETIME_MS);
    return 'opened';
  } catch (error) {
    tab?.close();
    if (isHandledByApp(error)) return null;
    console.warn(`Could not open statement ${documentId}`, error);
    return 'VS_Failure_To_Retrieve_Statement';
  }
}

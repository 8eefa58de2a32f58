import { getStatementPdf, isHandledByApp, type GatewayClient } from '../../../../gateway/client';
import { openPdfTab, PDF_URL_LIFETIME_MS } from '../../../pdf/open-pdf-tab';

/** How long the statement's blob: address lives after its tab was pointed at it. */
export const STATEMENT_URL_LIFETIME_MS = PDF_URL_LIFETIME_MS;

/** How opening a statement ended: opened, or the reason it could not be (null: the app took over). */
export type OpenStatementOutcome = 'opened' | 'VS_Failure_To_Retrieve_Statement' | null;

/**
 * Opens a tab for a statement at once (in the click itself, so no pop-up blocker stops it), then
 * fetches the statement's PDF (GET /customers/{id}/documents/{docId}) and points the tab at it
 * through a blob: address (openPdfTab); the PDF's own title ("Statement <Month> <Year>", shown by
 * the PDF viewer) then names the tab. A failed or empty download closes the tab again.
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
  try {
    await openPdfTab(async () => (await getStatementPdf(client, customerId, documentId)).data, loadingTitle);
    return 'opened';
  } catch (error) {
    if (isHandledByApp(error)) return null;
    console.warn(`Could not open statement ${documentId}`, error);
    return 'VS_Failure_To_Retrieve_Statement';
  }
}

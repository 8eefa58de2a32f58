/** How long a PDF's blob: address lives after its tab was pointed at it. */
export const PDF_URL_LIFETIME_MS = 60_000;

/**
 * Opens a tab at once (call it in the click itself, so no pop-up blocker stops it), then loads a
 * PDF and points the tab at it through a blob: address, revoked a minute later. A failed or empty
 * load closes the tab again and rethrows. The statements page and the building safety card use it.
 *
 * @example
 * button.onclick = () => void openPdfTab(() => fetchPdfBlob(), 'Fire risk assessment');
 */
export async function openPdfTab(load: () => Promise<Blob | undefined>, loadingTitle: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    // The tab is the portal's until the PDF arrives; it must not be able to reach back.
    tab.opener = null;
    tab.document.title = loadingTitle;
  }
  try {
    const data = await load();
    if (!data || data.size === 0) throw new Error(`${loadingTitle}: the PDF came back empty.`);
    const url = URL.createObjectURL(
      data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' }),
    );
    if (tab && !tab.closed) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    window.setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * The bytes of a base64 text (a document's content as the gateway sends it) as a PDF blob.
 *
 * @example
 * pdfFromBase64('JVBERi0xLjQK'); // Blob of '%PDF-1.4\n', type application/pdf
 */
export function pdfFromBase64(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'application/pdf' });
}

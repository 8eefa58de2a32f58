import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkOrder } from '../../../../schemas/generated/types';
import { detailsHarness } from '../testing/details-harness';
import { mediaDocument, workOrder } from '../testing/repair-fixtures';

function open(repair: WorkOrder, overrides: Record<string, unknown> = {}) {
  const harness = detailsHarness(repair, overrides);
  render(harness.element);
  return harness;
}

afterEach(() => vi.unstubAllGlobals());

describe('repair media', () => {
  const documents = [
    mediaDocument('DOC-1', 'mould.png', 'image/png'),
    mediaDocument('DOC-2', 'flagged.png', 'image/png', false),
    mediaDocument('DOC-3', 'report.pdf', 'application/pdf'),
  ];

  it('lists the files with their kinds and replaces one marked not appropriate with MediaRemovedMsg', async () => {
    open(workOrder('WO-100111'), { 'GET /works-orders/WO-100111/documents': documents });
    const media = await screen.findByRole('region', { name: 'Photos, videos and documents' });
    const items = within(media).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Photomould.pngView mould.png',
      'PhotoThis file has been removed.',
      'PDFreport.pdfOpen report.pdf (opens in a new tab)',
    ]);
  });

  it('opens a photo in an overlay and closes it with focus back on the button', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined }));
    open(workOrder('WO-100111'), {
      'GET /works-orders/WO-100111/documents': documents,
      'GET /works-orders/WO-100111/documents/DOC-1': {
        id: 'DOC-1',
        fileName: 'mould.png',
        contentType: 'image/png',
        media: 'iVBORw0KGgo=',
        metadata: [],
      },
    });
    const view = await screen.findByRole('button', { name: 'View mould.png' });
    view.focus();
    fireEvent.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'mould.png' });
    expect(
      within(dialog).getByRole('img', { name: 'Photo attached to the repair: mould.png' }).getAttribute('src'),
    ).toBe('blob:photo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(view);
  });

  it('says a file cannot be shown when it does not load', async () => {
    open(workOrder('WO-100111'), { 'GET /works-orders/WO-100111/documents': documents });
    fireEvent.click(await screen.findByRole('button', { name: 'View mould.png' }));
    const media = screen.getByRole('region', { name: 'Photos, videos and documents' });
    expect((await within(media).findByRole('alert')).textContent).toBe(
      'Sorry, we cannot show this file at the moment.',
    );
  });

  const documentReply = (id: string, fileName: string, contentType: string) => ({
    id,
    fileName,
    contentType,
    media: 'AAAA',
    metadata: [],
  });

  it('opens a PDF in a new tab', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined }),
    );
    const tab = { location: { href: '' }, close: vi.fn() };
    const openTab = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    open(workOrder('WO-100112'), {
      'GET /works-orders/WO-100112/documents': [mediaDocument('DOC-3', 'report.pdf', 'application/pdf')],
      'GET /works-orders/WO-100112/documents/DOC-3': documentReply('DOC-3', 'report.pdf', 'application/pdf'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open report.pdf (opens in a new tab)' }));
    expect(openTab).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:report'));
    expect(screen.queryByRole('dialog')).toBeNull();
    openTab.mockRestore();
  });

  it('offers a download instead of an MPEG video on mobile Safari', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:video', revokeObjectURL: () => undefined }));
    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      );
    open(workOrder('WO-100111'), {
      'GET /works-orders/WO-100111/documents': [mediaDocument('DOC-9', 'leak.mpeg', 'video/mpeg')],
      'GET /works-orders/WO-100111/documents/DOC-9': documentReply('DOC-9', 'leak.mpeg', 'video/mpeg'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View leak.mpeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'leak.mpeg' });
    expect(dialog.textContent).toContain('This video cannot be played on this device. You can download it instead.');
    const download = within(dialog).getByRole('link', { name: 'Download leak.mpeg' });
    expect(download.getAttribute('href')).toBe('blob:video');
    expect(download.hasAttribute('download')).toBe(true);
    agent.mockRestore();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuildingSafetyCard } from './building-safety-card';
import { cardHarness, failure } from '../../testing/card-harness';
import { documentsOf, tower, towerAssociates, towerDocument } from './testing/building-fixtures';

const PDF_BASE64 = btoa('%PDF-1.7\n%%EOF\n');
const fra = towerDocument('DOC-1', 'FRA', '2026-09-16');
const bsr = towerDocument('DOC-2', 'BSR', '2026-06-09');
const res = towerDocument('DOC-3', 'RES', '2026-04-10');

function replies(overrides: Record<string, unknown> = {}) {
  return {
    'GET /configuration/mypeabodyDocumentToggle': { name: 'mypeabodyDocumentToggle', value: 'true' },
    'GET /assets/B1/associates?expand=interestedParties': towerAssociates(),
    [documentsOf('FRA')]: [fra],
    [documentsOf('BSR')]: [bsr],
    [documentsOf('RES')]: [res],
    'GET /assets/B1/documents/DOC-1': {
      id: 'DOC-1',
      fileName: 'fra-2026.pdf',
      contentType: 'application/pdf',
      media: PDF_BASE64,
      metadata: [],
    },
    ...overrides,
  };
}

function open(overrides: Record<string, unknown> = {}) {
  const harness = cardHarness(replies(overrides));
  harness.renderCard(<BuildingSafetyCard client={harness.client} block={tower} />);
  return harness;
}

const card = () => screen.findByRole('region', { name: 'Building safety' });

/** A tab that window.open hands back, and the blob: addresses made for it. */
function stubTab() {
  const tab = { opener: {} as unknown, closed: false, close: vi.fn(), document: { title: '' }, location: { href: '' } };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const created: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:document';
  });
  URL.revokeObjectURL = vi.fn();
  return { tab, open, created };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the building safety card', () => {
  it("lists the block's newest FRA, BSR and resident engagement strategy and its four responsible parties", async () => {
    const harness = open();
    const region = await card();
    const documents = await within(region).findAllByRole('button', { name: /opens in a new tab/ });
    expect(documents.map((button) => button.textContent)).toEqual([
      'Fire risk assessment (PDF, opens in a new tab)',
      'Building safety report (PDF, opens in a new tab)',
      'Resident engagement strategy (PDF, opens in a new tab)',
    ]);
    expect(region.textContent).toContain('(inspected 16 Sept 2026)');
    for (const type of ['FRA', 'BSR', 'RES']) {
      const asked = harness
        .calls('GET', '/assets/B1/documents')
        .filter((r) => r.url.searchParams.get('DocumentType') === type);
      expect(Object.fromEntries(asked[0]!.url.searchParams), type).toEqual({
        DocumentType: type,
        Limit: '1',
        Skip: '0',
      });
    }
    expect(harness.calls('GET', '/assets/B1/associates')[0]!.url.search).toBe('?expand=interestedParties');
    const roles = within(region)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(roles).toEqual([
      'Principal accountable person',
      'Accountable person',
      'Building safety manager',
      'Responsible person',
    ]);
    expect(region.textContent).toContain('Ms Grace Adeyemi');
    expect(within(region).getByRole('link', { name: 'riverside.bsm@example.org' }).getAttribute('href')).toBe(
      'mailto:riverside.bsm@example.org',
    );
    expect(region.textContent).toContain('Riverside Tower is a high-rise building.');
  });

  it('opens a document as a PDF in a tab opened in the click itself, from the base64 content', async () => {
    const { tab, open: openTab, created } = stubTab();
    const harness = open();
    fireEvent.click(await within(await card()).findByRole('button', { name: /^Fire risk assessment/ }));
    // Opened before the document has come: a pop-up blocker lets a tab through only in the click.
    expect(openTab).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.document.title).toBe('Fire risk assessment');
    await waitFor(() => expect(tab.location.href).toBe('blob:document'));
    expect(harness.calls('GET', '/assets/B1/documents/DOC-1')).toHaveLength(1);
    expect(created[0]!.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await created[0]!.arrayBuffer())).toBe('%PDF-1.7\n%%EOF\n');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes the tab again and says so when the document cannot be read', async () => {
    const { tab } = stubTab();
    open({ 'GET /assets/B1/documents/DOC-2': failure(500) });
    fireEvent.click(await within(await card()).findByRole('button', { name: /^Building safety report/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, we cannot open this document at the moment. Please try again later.',
    );
    expect(tab.close).toHaveBeenCalled();
  });

  it("links the resident engagement strategy only when the principal accountable person is the organisation (the block's landlord)", async () => {
    const harness = open({
      'GET /assets/B1/associates?expand=interestedParties': towerAssociates('Riverside Freehold Ltd'),
    });
    const region = await card();
    await within(region).findByRole('button', { name: /^Fire risk assessment/ });
    expect(within(region).queryByRole('button', { name: /^Resident engagement strategy/ })).toBeNull();
    const types = harness.calls('GET', '/assets/B1/documents').map((r) => r.url.searchParams.get('DocumentType'));
    expect(types.sort()).toEqual(['BSR', 'FRA']);
    expect(region.textContent).toContain('Riverside Freehold Ltd');
  });

  it('shows no documents, and asks for none, while mypeabodyDocumentToggle is off', async () => {
    const harness = open({
      'GET /configuration/mypeabodyDocumentToggle': { name: 'mypeabodyDocumentToggle', value: 'false' },
    });
    const region = await card();
    await within(region).findByText('Who is responsible for your building');
    expect(within(region).queryByText('Safety documents')).toBeNull();
    expect(harness.calls('GET', '/assets/B1/documents')).toHaveLength(0);
  });

  it('shows high_rise_building_Alert_Message with a tappable phone number when the parties cannot be read', async () => {
    open({ 'GET /assets/B1/associates?expand=interestedParties': failure(500) });
    const alert = await within(await card()).findByRole('alert');
    expect(alert.textContent).toBe(
      "Sorry, we cannot show your building's safety information at the moment. Please call us on 020 7946 0123.",
    );
    expect(within(alert).getByRole('link', { name: '020 7946 0123' }).getAttribute('href')).toBe('tel:02079460123');
  });

  it('says so when a document list cannot be read, with the phone number', async () => {
    open({ [documentsOf('BSR')]: failure(503) });
    const alert = await within(await card()).findByRole('alert');
    expect(alert.textContent).toContain("Sorry, we cannot show your building's safety information");
  });
});

describe("a responsible party's tooltip", () => {
  const tip = async (role: string) => {
    const region = await card();
    const button = await within(region).findByRole('button', { name: `What does the ${role} do?` });
    const tooltip = document.getElementById(button.getAttribute('aria-describedby')!)!;
    return { button, tooltip };
  };

  it('is a button described by its tip: focus shows it, Escape hides it, on a wide screen', async () => {
    open();
    const { button, tooltip } = await tip('building safety manager');
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(tooltip.textContent).toContain('looks after the building');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(tooltip.hidden).toBe(true);
    act(() => button.focus());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(tooltip.hidden).toBe(false);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tooltip.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Hover shows it too, and Escape closes it wherever focus is.
    act(() => button.blur());
    fireEvent.mouseEnter(button.parentElement!);
    expect(tooltip.hidden).toBe(false);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tooltip.hidden).toBe(true);
    fireEvent.mouseLeave(button.parentElement!);
    fireEvent.mouseEnter(button.parentElement!);
    expect(tooltip.hidden).toBe(false);
    fireEvent.mouseLeave(button.parentElement!);
    expect(tooltip.hidden).toBe(true);
  });

  it('opens and closes on a tap at 820 px or narrower, not on focus', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(max-width: 820px)',
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    open();
    const { button, tooltip } = await tip('responsible person');
    act(() => button.focus());
    expect(tooltip.hidden).toBe(true);
    fireEvent.click(button);
    expect(tooltip.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(tooltip.hidden).toBe(true);
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tooltip.hidden).toBe(true);
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Communication } from '../../../schemas/generated/types';
import { amaraReplies } from '../../testing/amara-replies';
import { signInForTest } from '../../testing/portal-harness';
import { messageGateway, testMessage } from './testing/message-fixtures';
import { repairsHarness } from '../../testing/repairs-harness';
import { settleFakeGateway } from '../../testing/settle';

/** Five messages a day apart from 1 March 2026 back; the first two and the fourth unread. */
function inbox(): Communication[] {
  return Array.from({ length: 5 }, (_, i) =>
    testMessage(`MSG-${i + 1}`, {
      status: [0, 1, 3].includes(i) ? 'UNREAD' : 'READ',
      createdDate: new Date(Date.UTC(2026, 2, 1 - i, 9)).toISOString(),
      message: { content: [{ value: `Notice ${i + 1}` }, { value: `Body ${i + 1}` }] },
    }),
  );
}

function open(messages = inbox(), { toggle = 'true', fail = false } = {}) {
  signInForTest();
  const harness = repairsHarness(
    '/customer360View',
    amaraReplies({ 'GET /configuration/IsMyMessagesRequired': { name: 'IsMyMessagesRequired', value: toggle } }),
    messageGateway('C-AMARA', messages, fail),
  );
  render(harness.element);
  return harness;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const cardRegion = () => screen.findByRole('region', { name: 'Messages' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-03T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the dashboard messages card and the header count', () => {
  it('asks for the 2 latest, shows them with the unread count and View all messages; the header says "Messages 3 unread"', async () => {
    const harness = open();
    const card = await cardRegion();
    expect(await within(card).findByText('You have 3 unread messages.')).toBeTruthy();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Notice 1', 'Notice 2']);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/messagedetails?id=MSG-1');
    expect(items[0]!.textContent).toContain('Income Services, 01 Mar 2026');
    expect(within(items[0]!).getByText('Unread')).toBeTruthy();
    const cardCall = harness
      .calls('GET', '/customers/C-AMARA/communications')
      .find((call) => call.url.searchParams.get('limit') === '2')!;
    expect(Object.fromEntries(cardCall.url.searchParams)).toEqual({ limit: '2', skip: '0' });
    expect(within(card).getByRole('link', { name: 'View all messages' }).getAttribute('href')).toBe(
      '/mymessageshistory',
    );
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Messages 3 unread' })).toBeTruthy());
    expect(nav().querySelector('.site-nav__badge')?.textContent).toBe('3');
  });

  it('drops both counts by one after an unread message is opened, without a reload', async () => {
    const harness = open();
    const card = await cardRegion();
    await within(card).findByText('You have 3 unread messages.');
    fireEvent.click(within(card).getByRole('link', { name: 'Notice 1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notice 1' })).toBeTruthy();
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Messages 2 unread' })).toBeTruthy());
    expect(harness.seen.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    fireEvent.click(within(nav()).getByRole('link', { name: 'Home' }));
    const again = await cardRegion();
    expect(await within(again).findByText('You have 2 unread messages.')).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Messages 2 unread' })).toBeTruthy();
  });

  it('shows message_Card_Alert_Message with the phone number when the messages cannot be read, and no badge', async () => {
    open(inbox(), { fail: true });
    const card = await cardRegion();
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toBe(
      'Sorry, we cannot show your messages at the moment. Please call us on 020 7946 0123.',
    );
    expect(within(alert).getByRole('link', { name: '020 7946 0123' })).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Messages' })).toBeTruthy();
    expect(nav().querySelector('.site-nav__badge')).toBeNull();
  });

  it('says when there is nothing unread, and has no badge', async () => {
    open(inbox().map((message) => ({ ...message, status: 'READ' as const })));
    const card = await cardRegion();
    expect(await within(card).findByText('You have no unread messages.')).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Messages' })).toBeTruthy();
  });

  it('hides the card and the header item when IsMyMessagesRequired is not true', async () => {
    const harness = open(inbox(), { toggle: 'false' });
    await screen.findByRole('region', { name: 'Your details' });
    await waitFor(() => expect(harness.calls('GET', '/configuration/IsMyMessagesRequired').length).toBeGreaterThan(0));
    await settleFakeGateway();
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: /Messages/ })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Details' })).toBeTruthy();
    expect(harness.calls('GET', '/customers/C-AMARA/communications')).toHaveLength(0);
  });
});

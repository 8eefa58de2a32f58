import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Communication } from '../../../schemas/generated/types';
import { amaraReplies } from '../../testing/amara-replies';
import { signInForTest } from '../../testing/portal-harness';
import { repairsHarness } from '../../testing/repairs-harness';
import { rememberOpenedMessage } from './message-text';
import { messageGateway, testMessage } from './testing/message-fixtures';
import { settleFakeGateway } from '../../testing/settle';

const gasNotice = () =>
  testMessage('MSG-1', {
    status: 'UNREAD',
    createdDate: '2026-02-24T09:00:00.000Z',
    communicationCategoryType: 'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING',
    message: {
      content: [
        { value: 'Your gas safety check is overdue' },
        { value: 'Your annual gas boiler service was due three weeks ago.\n\nPlease call us to book a visit.' },
      ],
    },
    sender: {
      organisation: { name: 'Eastside Homes' },
      personName: { title: null, givenName: 'Gas Safety', surname: 'Team' },
    },
  });

const statement = () =>
  testMessage('MSG-2', {
    communicationCategoryType: 'Statement',
    message: {
      content: [{ value: 'Your rent statement is ready' }, { value: 'It is ready.' }, { value: 'STM-1-202602' }],
    },
  });

function open(messages: Communication[], path: string, toggle = 'true') {
  signInForTest();
  const harness = repairsHarness(
    path,
    amaraReplies({ 'GET /configuration/IsMyMessagesRequired': { name: 'IsMyMessagesRequired', value: toggle } }),
    messageGateway('C-AMARA', messages),
  );
  render(harness.element);
  return harness;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-03T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

const patches = (harness: ReturnType<typeof open>) => harness.seen.filter((request) => request.method === 'PATCH');
const badge = () => screen.getByRole('navigation', { name: 'Main' }).querySelector('.site-nav__badge')?.textContent;

describe('/messagedetails', () => {
  it('shows the subject, sender, date and the body line by line, and marks an unread message read once', async () => {
    const messages = [gasNotice(), testMessage('MSG-9', { status: 'UNREAD' })];
    rememberOpenedMessage(messages[0]!);
    const harness = open(messages, '/messagedetails?id=MSG-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your gas safety check is overdue' })).toBeTruthy();
    expect(screen.getByText('Gas Safety Team')).toBeTruthy();
    expect(screen.getByText('24 February 2026')).toBeTruthy();
    const body = [...document.querySelectorAll('.message-body p')].map((p) => p.textContent);
    expect(body).toEqual([
      'Your annual gas boiler service was due three weeks ago.',
      'Please call us to book a visit.',
    ]);
    expect(screen.queryByRole('link', { name: 'View statement' })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to your messages/ }).getAttribute('href')).toBe('/mymessageshistory');

    await waitFor(() => expect(patches(harness)).toHaveLength(1));
    expect(patches(harness)[0]!.url.pathname).toBe('/api/customers/C-AMARA/communications/MSG-1');
    expect(patches(harness)[0]!.body).toEqual({ status: 'READ' });
    // The header's count is read again: one unread message is left.
    await waitFor(() => expect(badge()).toBe('1'));
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Messages 1 unread' }),
    ).toBeTruthy();
    // Going back to the list and opening it again does not ask again: it is read now.
    fireEvent.click(screen.getByRole('link', { name: /Back to your messages/ }));
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('link', { name: /Your gas safety check is overdue/ }));
    await screen.findByRole('heading', { level: 1, name: 'Your gas safety check is overdue' });
    expect(patches(harness)).toHaveLength(1);
  });

  it('offers View statement for a statement message, and does not mark a read message again', async () => {
    const message = statement();
    rememberOpenedMessage(message);
    const harness = open([message], '/messagedetails?id=MSG-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your rent statement is ready' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View statement' }).getAttribute('href')).toBe('/viewstatement');
    await settleFakeGateway();
    expect(patches(harness)).toHaveLength(0);
  });

  it('says when the address names a message that was not opened here, with the way back to the list', async () => {
    rememberOpenedMessage(statement());
    open([statement()], '/messagedetails?id=MSG-404');
    expect(await screen.findByText('We could not find that message. Choose it again from your messages.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to your messages/ }).getAttribute('href')).toBe('/mymessageshistory');
  });

  it('sends the resident home when Messages is switched off', async () => {
    rememberOpenedMessage(gasNotice());
    const harness = open([gasNotice()], '/messagedetails?id=MSG-1', 'false');
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/customer360View'));
  });
});

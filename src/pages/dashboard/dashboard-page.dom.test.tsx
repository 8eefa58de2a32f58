import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../auth/session';
import { savedStateKey } from '../../storage/saved-state';
import { amaraReplies, testAsset, testCustomer, testTenancy, testTenancyGroup } from '../../testing/amara-replies';
import { portalHarness, signInForTest } from '../../testing/portal-harness';
import { settleFakeGateway } from '../../testing/settle';

const token = { customerId: 'C-AMARA', accessToken: 'fresh', tokenType: 'Bearer', expiresIn: 600, sessionId: 'S9' };

function returnWith(query: string, replies = amaraReplies({ 'POST /auth/token': token })) {
  const harness = portalHarness(`/customer360View?${query}`, replies);
  render(harness.element);
  return harness;
}

describe('return from the identity provider', () => {
  it('redeems the code with the kept verifier, saves the session and greets the resident by name', async () => {
    sessionStorage.setItem('pkce:login.r1', 'the-verifier');
    const harness = returnWith('code=abc&state=login.r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amara' })).toBeTruthy();
    const exchange = harness.requests.find((request) => request.path === '/auth/token');
    expect(exchange?.body).toEqual({
      code: 'abc',
      state: 'login.r1',
      codeVerifier: 'the-verifier',
      redirectUri: 'http://localhost:3000/customer360View',
    });
    expect(exchange?.headers.get('Authorization')).toBeNull();
    expect(readSession()).toMatchObject({ customerId: 'C-AMARA', accessToken: 'fresh', sessionId: 'S9' });
    expect(sessionStorage.getItem('pkce:login.r1')).toBeNull();
    expect(harness.router.state.location.search).toBe('');
    const customerCall = harness.requests.find((request) => request.path === '/customers/C-AMARA');
    expect(customerCall?.headers.get('Authorization')).toBe('Bearer fresh');
    expect(screen.queryByText('You have registered. You can now use your resident portal.')).toBeNull();
  });

  it('shows the registration success message after registering', async () => {
    sessionStorage.setItem('pkce:registration.r2', 'v');
    returnWith('code=abc&state=registration.r2');
    expect(await screen.findByText('You have registered. You can now use your resident portal.')).toBeTruthy();
  });

  it('reloads the customer and lands on the dashboard after a password change', async () => {
    signInForTest();
    sessionStorage.setItem('pkce:changepassword.r3', 'v');
    const harness = returnWith('code=abc&state=changepassword.r3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amara' })).toBeTruthy();
    expect(harness.requests.map((request) => `${request.method} ${request.path}`)).toContain('GET /customers/C-AMARA');
    expect(harness.router.state.location.pathname).toBe('/customer360View');
  });

  it('sends "Forgot your password?" (access_denied, AADB2C99002) to the error page', async () => {
    const harness = returnWith('error=access_denied&error_description=AADB2C99002%3A+forgotten&state=login.r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops' })).toBeTruthy();
    expect(harness.router.state.location.pathname).toBe('/genericerror');
    // No call but the page view of the error page (the code is never redeemed).
    expect(harness.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /page-views']);
  });

  it('sends a cancelled sign-in (access_denied without the password-reset code) to the start page, not the error page', async () => {
    localStorage.setItem(savedStateKey, JSON.stringify({ dashboard: { premisesId: 'P1' } }));
    const harness = returnWith(
      'error=access_denied&error_description=AADB2C90091%3A+The+user+has+cancelled&state=login.r1',
    );
    await waitFor(() => expect(harness.pageLoads).toEqual(['/startpage']));
    expect(localStorage.getItem(savedStateKey)).toBeNull();
    expect(harness.router.state.location.pathname).not.toBe('/genericerror');
  });

  it('sends any other error to the start page with its state cleared', async () => {
    localStorage.setItem(savedStateKey, JSON.stringify({ dashboard: { premisesId: 'P1' } }));
    const harness = returnWith('error=server_error&error_description=broken&state=login.r1');
    await waitFor(() => expect(harness.pageLoads).toContain('/startpage'));
    expect(localStorage.getItem(savedStateKey)).toBeNull();
  });

  it('sends a code the gateway refuses (used or expired) to the error page with the state cleared', async () => {
    sessionStorage.setItem('pkce:login.r1', 'v');
    const refused = () => ({ status: 400, body: { status: 400, title: 'Bad Request', errors: [{ message: 'used' }] } });
    const harness = returnWith('code=abc&state=login.r1', amaraReplies({ 'POST /auth/token': refused }));
    // One full load, of the error page (with the tracking id of the refused call, if any).
    await waitFor(() => expect(harness.pageLoads.map((path) => path.split('?')[0])).toEqual(['/genericerror']));
    expect(readSession()).toBeUndefined();
  });

  it('sends a sign-in with no customer record (403 IDEM_Error) to the generic error page with that message', async () => {
    sessionStorage.setItem('pkce:login.r1', 'v');
    const noAccount = () => ({
      status: 403,
      body: { status: 403, title: 'Forbidden', errors: [{ message: 'no customer record', code: 'IDEM_Error' }] },
    });
    const harness = returnWith('code=abc&state=login.r1', amaraReplies({ 'POST /auth/token': noAccount }));
    await waitFor(() => expect(harness.pageLoads).toHaveLength(1));
    const loaded = new URL(harness.pageLoads[0] ?? '', 'http://localhost');
    expect(loaded.pathname).toBe('/genericerror');
    expect(loaded.searchParams.get('message')).toBe('IDEM_Error');
    expect(readSession()).toBeUndefined();
  });

  it('refuses a code whose state this browser never started', async () => {
    const harness = returnWith('code=abc&state=login.forged');
    await waitFor(() => expect(harness.pageLoads).toContain('/startpage'));
    expect(harness.requests.some((request) => request.path === '/auth/token')).toBe(false);
  });

  it('does nothing with a code of signout', async () => {
    signInForTest();
    const harness = returnWith('code=signout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amara' })).toBeTruthy();
    expect(harness.requests.some((request) => request.path === '/auth/token')).toBe(false);
    expect(harness.pageLoads).toEqual([]);
  });
});

describe('dashboard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['IsCaseCardRequired', 'the Requests item and the case card'],
    ['mypeabodycatalystcases', 'the Requests item and the case card'],
    ['isshowmypeabodygasboilercard', 'the gas boiler card'],
    ['isshowmypeabodyeicrcard', 'the electrical inspection card'],
    ['IsMyPeabodyCatalystFinancialEnquiry', 'the referral button'],
    ['IsMyMessagesRequired', 'the messages card'],
    ['isMyPbRepairsMaintainence', 'Create repair'],
  ])('goes to /customerApiErrorPage when %s (for %s) cannot be read, instead of reading it as off', async (name) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInForTest();
    const unreadable = () => ({
      status: 500,
      body: { status: 500, title: 'Server Error', errors: [{ message: 'down' }] },
    });
    const harness = portalHarness('/customer360View', amaraReplies({ [`GET /configuration/${name}`]: unreadable }));
    render(harness.element);
    await waitFor(() => expect(harness.router.state.location.pathname).toBe('/customerApiErrorPage'));
  });

  it('goes to /customerApiErrorPage, naming itself for Try again, when a setting it reads cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInForTest();
    const unreadable = () => ({
      status: 500,
      body: { status: 500, title: 'Server Error', errors: [{ message: 'down' }] },
    });
    const harness = portalHarness(
      '/customer360View',
      amaraReplies({ 'GET /configuration/IsCaseCardRequired': unreadable }),
    );
    render(harness.element);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, we cannot load your account' })).toBeTruthy();
    expect(harness.router.state.location.pathname).toBe('/customerApiErrorPage');
    expect(harness.router.state.location.state).toEqual({ retryPath: '/customer360View' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(harness.pageLoads).toEqual(['/customer360View']);
  });

  it('shows the Your details card with optional phones only when held, and the edit link', async () => {
    signInForTest();
    render(portalHarness('/customer360View', amaraReplies()).element);
    const card = await screen.findByRole('region', { name: 'Your details' });
    const text = card.textContent ?? '';
    for (const value of ['Ms', 'Amara', 'Okafor', 'amara@example.org', '07700900123', '02079460456'])
      expect(text).toContain(value);
    expect(text).toContain('Home phone');
    expect(text).not.toContain('Business phone');
    expect(within(card).getByRole('link', { name: 'Edit your details' }).getAttribute('href')).toBe('/editprofile');
    expect(screen.queryByText(/Some of your contact details are missing/)).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows missing_information_profile when the mobile is missing', async () => {
    signInForTest();
    const customer = {
      ...testCustomer,
      addresses: { ...testCustomer.addresses, telecomsAddresses: [] },
    };
    render(portalHarness('/customer360View', amaraReplies({ 'GET /customers/C-AMARA': customer })).element);
    expect(await screen.findByText(/Some of your contact details are missing/)).toBeTruthy();
  });

  it('offers the property selector for more than one property, homes first, cutting long addresses at 84 characters', async () => {
    signInForTest();
    const long = 'Flat 2107, Riverside Tower, 1 Long Wharf Approach, Greenwich Peninsula, London, SE10 0AA, England';
    const replies = amaraReplies({
      'GET /customers/C-AMARA/tenancies': [
        testTenancy('T4', 'G1'),
        testTenancy('T1', 'P1'),
        testTenancy('T2', 'P2'),
        testTenancy('T3', 'P3', false),
      ],
      'GET /assets/G1': testAsset('G1', 'Garage 7, Riverside Estate garage court, London, SE10 0AB'),
      'GET /customers/C-AMARA/premises/G1/tenancies': testTenancyGroup('T4', 'Non-residential'),
      'GET /assets/P2': testAsset('P2', long),
      'GET /customers/C-AMARA/premises/P2/tenancies': testTenancyGroup('T2', 'Social'),
    });
    render(portalHarness('/customer360View', replies).element);
    const selector = await screen.findByRole('combobox', { name: 'Property' });
    const options = within(selector)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      '14 Linden Road, London, E5 8QT',
      `${long.slice(0, 84)}...`,
      'Garage 7, Riverside Estate garage court, London, SE10 0AB',
    ]);
  });

  it('goes to the customer error page when the customer cannot be loaded', async () => {
    signInForTest();
    const failing = () => ({ status: 500, body: { status: 500, title: 'Server Error', errors: [] } });
    const harness = portalHarness('/customer360View', amaraReplies({ 'GET /customers/C-AMARA': failing }));
    render(harness.element);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, we cannot load your account' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const phone = screen.getByRole('link', { name: '020 7946 0123' });
    expect(phone.getAttribute('href')).toBe('tel:02079460123');
  }, 15_000);

  describe('the financial enquiry button (shown unless the catalyst setting is on for a catalyst customer)', () => {
    const catalyst = {
      'GET /assets/P1/location': { region: 'Essex', borough: 'Basildon' },
      'GET /assets/P1/associates': {
        neighbourhoodManager: { organisation: { name: 'UNKNOWN' } },
        incomesOfficer: { organisation: { name: 'UNKNOWN' } },
        landLord: { organisation: { name: 'Catalyst Housing' } },
        previousLandLord: { organisation: { name: 'UNKNOWN' } },
      },
    };
    const setting = (value: string) => ({
      'GET /configuration/IsMyPeabodyCatalystFinancialEnquiry': { name: 'IsMyPeabodyCatalystFinancialEnquiry', value },
    });
    const button = () => screen.queryByRole('link', { name: 'Get financial advice' });

    it.each([
      ['on, not a catalyst customer', true, setting('true')],
      ['on, a catalyst customer', false, { ...setting('true'), ...catalyst }],
      ['off, a catalyst customer', true, { ...setting('false'), ...catalyst }],
    ])('with the setting %s, the button shows: %s', async (_name, shown, replies) => {
      signInForTest();
      render(portalHarness('/customer360View', amaraReplies(replies)).element);
      await screen.findByRole('region', { name: 'Your details' });
      if (shown)
        expect((await screen.findByRole('link', { name: 'Get financial advice' })).getAttribute('href')).toBe(
          '/enquiryconsent',
        );
      else {
        await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
        await settleFakeGateway();
        expect(button()).toBeNull();
      }
    });
  });
});

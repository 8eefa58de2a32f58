import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isHandledByApp, type GatewayClient } from '../../../gateway/client';
import { useSession } from '../../auth/use-session';
import { onSettingFailure } from '../../config/unreadable-settings';
import { useRequestsItemVisible } from '../../customer/use-requests-item';
import { useGateway } from '../../gateway/gateway-context';
import { START_PAGE_PATH } from '../../gateway/portal-gateway';
import { PageHeading } from '../../layout/page-heading';
import { LeaveTo } from '../../navigation/leave-to';
import { readSlice, writeSlice } from '../../storage/root-store';
import { useToCustomerApiError } from '../../errors/customer-api-error';
import { PropertySelector } from '../../lists/property-selector';
import { contactDetails, loadDashboardData, type DashboardData, type DashboardProperty } from './dashboard-data';
import { RouteNoticeBanner } from './route-notice';
import { useLoginReturn, type DashboardRouteState } from './use-login-return';
import { YourDetailsCard } from './your-details-card';

/** The dashboard's own address: the page Retry loads again after a failure here. */
const DASHBOARD_PATH = '/customer360View';

/** The building, safety and advice cards: below the first cards, so loaded after the page (route weight). */
const BuildingCards = lazy(() => import('./building-cards').then((module) => ({ default: module.BuildingCards })));

/** What the features' cards get: the gateway, the resident, the chosen home and whether the case card shows. */
export interface FeatureCardsProps {
  client: GatewayClient;
  customerId: string;
  property: DashboardProperty | undefined;
  showCases: boolean;
}

/**
 * The repairs, balance, messages and cases cards come from their features, composed at the top
 * (src/dashboard-route.tsx): the dashboard is a feature too, and features never import one
 * another (docs/architecture.md, "Floors inside a layer").
 */
export type FeatureCards = ComponentType<FeatureCardsProps>;

/** /customer360View: handles the return from the provider, then the resident's home page. */
export function DashboardPage({ FeatureCards }: { FeatureCards: FeatureCards }) {
  const { t } = useTranslation();
  const outcome = useLoginReturn();
  const session = useSession();
  if (outcome === 'pending') {
    return (
      <p role="status" aria-busy="true">
        {t('dashboard.loading')}
      </p>
    );
  }
  if (outcome.type === 'startPage') return <LeaveTo path={START_PAGE_PATH} clearState />;
  if (outcome.type === 'errorPage') return null;
  if (!session) return <LeaveTo path={START_PAGE_PATH} />;
  return <Dashboard customerId={session.customerId} FeatureCards={FeatureCards} />;
}

function Dashboard({ customerId, FeatureCards }: { customerId: string; FeatureCards: FeatureCards }) {
  const { t } = useTranslation();
  const { client } = useGateway();
  const toCustomerApiError = useToCustomerApiError();
  const routeState = (useLocation().state ?? {}) as DashboardRouteState;
  const [data, setData] = useState<DashboardData | null>(null);
  const [selected, setSelected] = useState(() => readSlice<{ premisesId?: string }>('dashboard')?.premisesId ?? '');
  // The case card shows when the header's Requests item does (ACC-DSH-07, REP-SHL-02).
  const showCases = useRequestsItemVisible(client, customerId);

  useEffect(() => {
    let current = true;
    loadDashboardData(client, customerId).then(
      // Every card mounts with this: rendered as a transition, in slices between which the main
      // thread stays free for the resident's taps (docs/adr/0014).
      (loaded) => current && startTransition(() => setData(loaded)),
      (error: unknown) => {
        if (!current || isHandledByApp(error)) return;
        toCustomerApiError(DASHBOARD_PATH);
      },
    );
    return () => {
      current = false;
    };
  }, [client, customerId, toCustomerApiError]);

  // ACC-DSH-14: a setting of the dashboard that cannot be read (the Requests item and case card,
  // the compliance cards, the referral button, Messages, the repairs pause, ...) goes to the error
  // page like a customer that cannot be read (ACC-DSH-12), instead of hiding what it governs as if
  // it were off; on other pages such a failure is only logged (REP-TGL-03).
  useEffect(() => {
    let left = false;
    return onSettingFailure(() => {
      if (left) return;
      left = true;
      toCustomerApiError(DASHBOARD_PATH);
    });
  }, [toCustomerApiError]);

  const details = data && contactDetails(data.customer);
  const premisesId = data?.properties.some((p) => p.premisesId === selected)
    ? selected
    : data?.properties[0]?.premisesId;
  const property = data?.properties.find((p) => p.premisesId === premisesId);
  const heading = details?.givenName
    ? t('dashboard.welcome', { name: details.givenName })
    : t('dashboard.welcomeNoName');
  return (
    <>
      <title>{`${t('dashboard.title')} – ${t('site.name')}`}</title>
      <PageHeading>{heading}</PageHeading>
      {routeState.registered && (
        <div className="alert alert--success" role="status">
          {t('registration_Success')}
        </div>
      )}
      <RouteNoticeBanner />
      {!data || !details ? (
        <p role="status" aria-busy="true">
          {t('dashboard.loading')}
        </p>
      ) : (
        <>
          <PropertySelector
            label={t('dashboard.propertyLabel')}
            properties={data.properties}
            selected={premisesId ?? ''}
            onSelect={(id) => {
              setSelected(id);
              writeSlice('dashboard', { premisesId: id });
            }}
          />
          <div className="card-grid">
            <FeatureCards client={client} customerId={customerId} property={property} showCases={showCases} />
            <YourDetailsCard details={details} />
            {property && (
              <Suspense fallback={null}>
                <BuildingCards client={client} customerId={customerId} premisesId={property.premisesId} />
              </Suspense>
            )}
          </div>
        </>
      )}
    </>
  );
}

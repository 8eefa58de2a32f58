import { BalanceCard } from './pages/money/account/balance-card';
import { CasesCard } from './pages/cases/cases-card';
import { DashboardPage, type FeatureCardsProps } from './pages/dashboard/dashboard-page';
import { MessagesCard } from './pages/messages/messages-card';
import { RepairsCard } from './pages/repairs/repairs-card';
import { useRepairsWords } from './pages/repairs/repairs-words';

/**
 * The dashboard with the features' cards, composed here at the top: the dashboard and the features
 * never import one another (docs/architecture.md, "Floors inside a layer"), so the page that shows
 * them all is put together where every feature may be named.
 */
export function DashboardRoute() {
  useRepairsWords(); // the repairs pages' notices (repairs:…) shown on arrival are worded in their namespace
  return <DashboardPage FeatureCards={FeatureCards} />;
}

/** The cards in their order on the page: repairs, balance, messages, then cases (ACC-DSH-07 says when cases show). */
function FeatureCards({ client, customerId, property, showCases }: FeatureCardsProps) {
  return (
    <>
      {property && <RepairsCard client={client} property={property} customerId={customerId} />}
      <BalanceCard client={client} customerId={customerId} property={property} />
      <MessagesCard client={client} customerId={customerId} />
      {property && showCases && <CasesCard client={client} customerId={customerId} property={property} />}
    </>
  );
}

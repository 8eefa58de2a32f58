import { useEffect, useId, useState } from 'react';
import { useSession } from '../../../auth/use-session';
import { useGateway } from '../../../gateway/gateway-context';
import { PageHeading } from '../../../layout/page-heading';
import { readSlice, writeSlice } from '../../../storage/root-store';
import { PropertySelector } from '../../../lists/property-selector';
import { AlertWithPhone } from '../../../errors/alert-with-phone';
import { useConfigurationFlag } from '../../../config/use-configuration-flag';
import { readSelectedAccount, writeSelectedAccount } from '../account-summary';
import { useMoneyWords } from '../money-words';
import { AccountDetails } from './account-details';
import { accountsOfPremises, shownAccounts, useAccountScope } from './customer-accounts';
import '../../../lists/lists.css';
import './money.css';

/** Shows the Statements link (ACC-STM-06). */
export const VIEW_STATEMENT_FLAG = 'IsViewStatement';

/**
 * Shows the payment-related sub-panel of non-deposit accounts (ACC-BAL-04: a flag without a name in the specification;
 * this is the portal's, seeded 'true', see docs/demo-residents.md "Feature toggles").
 */
export const PAYMENT_PANEL_FLAG = 'IsPaymentPanelRequired';

/**
 * /viewaccount (ACC-BAL-01 to ACC-BAL-08): heading Balance; an address selector when the resident has
 * several active tenancies (the dashboard's choice first, and the choice made here goes back to
 * it); an account selector, labelled Account, with each account's payment reference when the
 * address has several; then the chosen account (AccountDetails), remembered for the transaction,
 * statement and payment pages. On failure account_Down_SSC001 with the phone and Return to Home.
 */
export function ViewAccountPage() {
  const words = useMoneyWords();
  const { client } = useGateway();
  const customerId = useSession()?.customerId ?? '';
  const scope = useAccountScope(client, customerId);
  const statements = useConfigurationFlag(client, VIEW_STATEMENT_FLAG) === true;
  const paymentPanel = useConfigurationFlag(client, PAYMENT_PANEL_FLAG) === true;
  const accountSelectId = useId();
  const [choice, setChoice] = useState(() => {
    const remembered = readSelectedAccount();
    return {
      premisesId: readSlice<{ premisesId?: string }>('dashboard')?.premisesId ?? remembered?.premisesId,
      accountId: remembered?.accountId,
    };
  });

  const ready = scope.state === 'ready' ? scope : undefined;
  const properties = ready?.properties ?? [];
  const property = properties.find((p) => p.premisesId === choice.premisesId) ?? properties[0];
  const accounts = ready ? shownAccounts(accountsOfPremises(ready.accounts, property?.premisesId), words) : [];
  const chosen = accounts.find((a) => a.summary.AccountNumber === choice.accountId) ?? accounts[0];
  const chosenId = chosen?.summary.AccountNumber;
  const premisesId = property?.premisesId;

  useEffect(() => {
    // The account on screen is the one the transaction, statement and payment pages open on.
    if (chosenId) writeSelectedAccount({ accountId: chosenId, premisesId });
  }, [chosenId, premisesId]);

  const chooseProperty = (id: string) => {
    setChoice({ premisesId: id, accountId: undefined });
    writeSlice('dashboard', { ...readSlice<object>('dashboard'), premisesId: id });
  };

  return (
    <>
      <title>{`${words('account.heading')} – ${words('site.name')}`}</title>
      <PageHeading>{words('account.heading')}</PageHeading>
      {scope.state === 'error' && <AlertWithPhone messageKey="account_Down_SSC001" />}
      {scope.state === 'loading' && (
        <p role="status" aria-busy="true">
          {words('account.loading')}
        </p>
      )}
      {ready && (
        <>
          <PropertySelector
            label={words('account.address')}
            properties={properties}
            selected={premisesId ?? ''}
            onSelect={chooseProperty}
          />
          {accounts.length > 1 && (
            <div className="form-group">
              <label htmlFor={accountSelectId}>{words('account.accountLabel')}</label>
              <select
                id={accountSelectId}
                className="select"
                value={chosenId}
                onChange={(event) => setChoice({ premisesId, accountId: event.target.value })}
              >
                {accounts.map(({ summary }) => (
                  <option key={summary.AccountNumber} value={summary.AccountNumber}>
                    {words('account.accountOption', { name: summary.AccountType, reference: summary.Payref })}
                  </option>
                ))}
              </select>
            </div>
          )}
          {chosen ? (
            <AccountDetails
              key={chosen.summary.AccountNumber}
              shown={chosen}
              premisesId={premisesId}
              statements={statements}
              paymentPanel={paymentPanel}
              words={words}
            />
          ) : (
            <p role="status">{words('account.none')}</p>
          )}
        </>
      )}
    </>
  );
}

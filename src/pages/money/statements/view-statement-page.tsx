import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useSession } from '../../../auth/use-session';
import { DISPLAY_ZONE } from '../../../dates/date-format';
import { useGateway } from '../../../gateway/gateway-context';
import { PageHeading } from '../../../layout/page-heading';
import { AlertWithPhone } from '../../../errors/alert-with-phone';
import { useConfigurationFlag } from '../../../config/use-configuration-flag';
import { accountNameKey, readSelectedAccount } from '../account-summary';
import { useMoneyWords } from '../money-words';
import { CustomStatementDialog } from './custom-statement-dialog';
import { StatementDownload } from './statement-download';
import { statementMonths } from './statement-months';
import { useStatementAccount } from './use-statement-account';
import '../../../../renderer/styles.css';
import '../../../lists/lists.css';

/** Where the account is chosen; the statements page opens with that choice. */
export const VIEW_ACCOUNT_PATH = '/viewaccount';

/** Shows the monthly statements (ACC-STM-06). */
export const VIEW_STATEMENT_FLAG = 'IsViewStatement';

/** Shows Request custom statement. */
export const CUSTOM_STATEMENT_FLAG = 'IsRequestCustomStatement';

/** Today's date in the association's zone, as an ISO date. */
function todayInDisplayZone(): string {
  return DateTime.now().setZone(DISPLAY_ZONE).toISODate() ?? '';
}

/**
 * /viewstatement: the statements of the account chosen on /viewaccount
 * (ACC-STM-01 to ACC-STM-06): the monthly statements under IsViewStatement (StatementDownload) and Request
 * custom statement under IsRequestCustomStatement (CustomStatementDialog). Without a chosen
 * account it goes to /viewaccount; when the account or the customer cannot be read it shows
 * No_Statement_Exit.
 */
export function ViewStatementPage() {
  const words = useMoneyWords();
  const { client } = useGateway();
  const customerId = useSession()?.customerId ?? '';
  const [selected] = useState(readSelectedAccount);
  const result = useStatementAccount(client, customerId, selected?.accountId ?? '');
  const viewStatements = useConfigurationFlag(client, VIEW_STATEMENT_FLAG);
  const customStatements = useConfigurationFlag(client, CUSTOM_STATEMENT_FLAG);
  const [dialogOpen, setDialogOpen] = useState(false);
  const today = useMemo(todayInDisplayZone, []);
  const tenancyStart = result.state === 'ready' ? result.tenancyStart : undefined;
  const months = useMemo(() => statementMonths(today, tenancyStart), [today, tenancyStart]);

  if (!selected) return <Navigate to={VIEW_ACCOUNT_PATH} replace />;
  const heading = words('statements.heading');
  return (
    <>
      <title>{`${heading} – ${words('site.name')}`}</title>
      <Link className="repairs-back" to={VIEW_ACCOUNT_PATH}>
        {words('statements.back')}
      </Link>
      <PageHeading>{heading}</PageHeading>
      {result.state === 'loading' && (
        <p role="status" aria-busy="true">
          {words('statements.loading')}
        </p>
      )}
      {result.state === 'error' && <AlertWithPhone messageKey="No_Statement_Exit" />}
      {result.state === 'ready' && (
        <>
          <p>
            {words('statements.account', {
              accountName: words(accountNameKey(result.account)),
              paymentReference: result.paymentReference || '-',
            })}
          </p>
          {viewStatements && (
            <section aria-labelledby="statements-monthly">
              <h2 id="statements-monthly">{words('statements.monthly.heading')}</h2>
              <StatementDownload
                client={client}
                customerId={customerId}
                paymentReference={result.paymentReference}
                months={months}
                words={words}
              />
            </section>
          )}
          {customStatements && result.paymentReference && (
            <section aria-labelledby="statements-custom">
              <h2 id="statements-custom">{words('statements.custom.sectionHeading')}</h2>
              <p>{words('statements.custom.sectionIntro')}</p>
              <div className="button-group">
                <button type="button" className="button button--secondary" onClick={() => setDialogOpen(true)}>
                  {words('statements.custom.open')}
                </button>
              </div>
              {dialogOpen && (
                <CustomStatementDialog
                  client={client}
                  customerId={customerId}
                  account={result}
                  today={today}
                  onClose={() => setDialogOpen(false)}
                  words={words}
                />
              )}
            </section>
          )}
        </>
      )}
    </>
  );
}

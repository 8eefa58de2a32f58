import { useId, useState } from 'react';
import type { GatewayClient } from '../../../../gateway/client';
import { AlertWithPhone } from '../../../errors/alert-with-phone';
import type { MoneyWords } from '../money-words';
import { openStatement } from './open-statement';
import { monthName, statementFor, statementQuery, type StatementMonth } from './statement-months';
import { useStatementDocuments } from './use-statement-account';

type Problem = 'VS_No_Statement_Found' | 'VS_Failure_To_Retrieve_Statement';

/**
 * The monthly statements (ACC-STM-01 to ACC-STM-04): a month drop-down and View
 * statement, which opens the month's PDF in a new tab. Only a statement whose account-reference
 * is the account's payment reference opens (ACC-STM-03); another month or account says
 * VS_No_Statement_Found. The list failing, or an account without a payment reference, is
 * No_Statement_Exit.
 */
export function StatementDownload({
  client,
  customerId,
  paymentReference,
  months,
  words,
}: {
  client: GatewayClient;
  customerId: string;
  paymentReference: string;
  months: StatementMonth[];
  words: MoneyWords;
}) {
  const selectId = useId();
  const list = useStatementDocuments(client, customerId, paymentReference ? statementQuery(months) : undefined);
  const [period, setPeriod] = useState(months[0]?.period ?? '');
  const [problem, setProblem] = useState<Problem>();
  const [opening, setOpening] = useState(false);

  if (!paymentReference || list.state === 'error') return <AlertWithPhone messageKey="No_Statement_Exit" />;
  if (months.length === 0) return <p>{words('VS_No_Statement_Exit')}</p>;
  if (list.state === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {words('statements.loading')}
      </p>
    );
  }

  const month = months.find((candidate) => candidate.period === period);
  const view = () => {
    if (opening || !month) return;
    const statement = statementFor(list.documents, paymentReference, month.period);
    if (!statement) return setProblem('VS_No_Statement_Found');
    setProblem(undefined);
    setOpening(true);
    void openStatement(
      client,
      customerId,
      statement.id,
      words('statements.tabTitle', { month: monthName(month) }),
    ).then((outcome) => {
      setOpening(false);
      if (outcome && outcome !== 'opened') setProblem(outcome);
    });
  };

  return (
    <>
      <div className="form-group">
        <label htmlFor={selectId}>{words('statements.month')}</label>
        <select
          id={selectId}
          className="select"
          value={period}
          onChange={(event) => {
            setPeriod(event.target.value);
            setProblem(undefined);
          }}
        >
          {months.map((option) => (
            <option key={option.period} value={option.period}>
              {monthName(option)}
            </option>
          ))}
        </select>
      </div>
      <div className="button-group">
        <button type="button" className="button" aria-disabled={opening || undefined} onClick={view}>
          {words('statements.view')} <span className="rp-visually-hidden">{words('statements.newTab')}</span>
        </button>
      </div>
      {opening && (
        <p role="status" aria-busy="true">
          {words('statements.opening')}
        </p>
      )}
      {problem && (
        <div className="alert alert--error" role="alert">
          <p>{words(problem)}</p>
        </div>
      )}
    </>
  );
}

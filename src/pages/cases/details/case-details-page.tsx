import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CaseDetail } from '../../../../schemas/generated/types';
import { formatDate, MISSING_DATE } from '../../../dates/date-format';
import { useGateway } from '../../../gateway/gateway-context';
import { PageHeading } from '../../../layout/page-heading';
import { FactList, RecordNotShown } from '../../../lists/record-details';
import { AlertWithPhone } from '../../../errors/alert-with-phone';
import { StatusTag } from '../../../lists/status-tag';
import { splitDetailLine } from '../case-detail-lines';
import { CASE_SEARCH_PATH, ownerText, statusText } from '../case-row';
import { caseStatusTone } from '../case-status';
import { useCasesWords, type CasesWords } from '../cases-words';
import { CaseActions } from './case-actions';
import { useCaseDetails } from './use-case-details';
import '../../../lists/lists.css';
import '../cases.css';

/** The case's facts (ACC-CAS-26) as a summary list. */
function CaseSummary({ detail, words }: { detail: CaseDetail; words: CasesWords }) {
  const rows: [string, ReactNode][] = [
    ['details.reference', detail.caseRefNo || MISSING_DATE],
    [
      'details.status',
      <StatusTag label={statusText(detail.caseStatus, words)} tone={caseStatusTone(detail.caseStatus)} />,
    ],
    ['details.owner', ownerText(detail.caseOwner, words)],
    ['details.created', formatDate(detail.dateCreated, 'longMonth')],
    ['details.requestType', detail.requsetType || MISSING_DATE],
  ];
  return <FactList rows={rows.map(([label, value]) => [words(label), value] as const)} />;
}

/** The detail lines ('label - value', split on the first ' - '); a line without a label shows its value alone. */
function DetailLines({ lines, words }: { lines: readonly string[]; words: CasesWords }) {
  const split = lines.map(splitDetailLine).filter((line) => line.label || line.value);
  return (
    <>
      <h2>{words('details.detailsHeading')}</h2>
      {split.length === 0 ? (
        <p>{words('details.noDetails')}</p>
      ) : (
        <dl className="summary-list">
          {split.map((line, index) => (
            <div className="summary-list__row" key={index}>
              {/* A line without a label: its value fills the row; the term is there for screen readers. */}
              <dt className={line.label ? undefined : 'repairs-visually-hidden'}>
                {line.label ?? words('details.unlabelled')}
              </dt>
              <dd>{line.value || MISSING_DATE}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

/**
 * /casedetails?caseId=<case id>: one service request — reference, status (colour and words),
 * owner, date raised, request type and its detail lines — and its open damp, mould and
 * condensation triage actions with Mark as done. The id is in the address, so a reload works.
 */
export function CaseDetailsPage() {
  const words = useCasesWords();
  const { client } = useGateway();
  const caseId = useSearchParams()[0].get('caseId') ?? '';
  const details = useCaseDetails(client, caseId);
  const back = (
    <Link className="repairs-back" to={CASE_SEARCH_PATH}>
      {words('details.back')}
    </Link>
  );
  if (details.state !== 'ready') {
    return (
      <RecordNotShown
        state={details.state}
        title={words('details.title')}
        siteName={words('site.name')}
        back={back}
        loading={words('details.loading')}
        problem={<AlertWithPhone messageKey="case_Search_Alert_Message" />}
      />
    );
  }
  const { detail, activities } = details;
  const heading = detail.caseRefNo ? words('details.heading', { reference: detail.caseRefNo }) : words('details.title');
  return (
    <>
      <title>{`${heading} – ${words('site.name')}`}</title>
      {back}
      <PageHeading>{heading}</PageHeading>
      <CaseActions client={client} caseId={detail.caseIdentifier} activities={activities} words={words} />
      <CaseSummary detail={detail} words={words} />
      <DetailLines lines={detail.caseDetailsData} words={words} />
    </>
  );
}

import { Link, useNavigate } from 'react-router-dom';
import { StatusTag } from '../../repairs/status-tag';
import { caseDetailsPath, type CaseRow } from '../case-row';
import type { CasesWords } from '../cases-words';

/**
 * The desktop table: reference, request type, case owner, date raised and status (written, the
 * colour only repeats it). The reference is the link to the details (keyboard and screen
 * readers); a click anywhere on the row does the same.
 */
export function CaseTable({ rows, words }: { rows: CaseRow[]; words: CasesWords }) {
  const navigate = useNavigate();
  return (
    <div className="repair-table-wrapper">
      <table className="repair-table">
        <caption className="repairs-visually-hidden">{words('list.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{words('list.column.reference')}</th>
            <th scope="col">{words('list.column.requestType')}</th>
            <th scope="col">{words('list.column.owner')}</th>
            <th scope="col">{words('list.column.created')}</th>
            <th scope="col">{words('list.column.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="repair-table__row" onClick={() => navigate(caseDetailsPath(row.id))}>
              <th scope="row">
                <Link to={caseDetailsPath(row.id)} onClick={(event) => event.stopPropagation()}>
                  {row.reference}
                </Link>
              </th>
              <td className="repair-table__description">{row.requestType}</td>
              <td>{row.owner}</td>
              <td>{row.created}</td>
              <td>
                <StatusTag label={row.status} tone={row.tone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

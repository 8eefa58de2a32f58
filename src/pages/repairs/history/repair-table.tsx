import { Link, useNavigate } from 'react-router-dom';
import type { RepairsWords } from '../repairs-words';
import { StatusTag } from '../status-tag';
import { detailsPath, type RepairRow } from './list-item-view';

/**
 * The desktop table: reference, description, area, date raised and status. The reference is the
 * link to the details (keyboard and screen readers); a click anywhere on the row does the same.
 */
export function RepairTable({ rows, words }: { rows: RepairRow[]; words: RepairsWords }) {
  const navigate = useNavigate();
  return (
    <div className="repair-table-wrapper">
      <table className="repair-table">
        <caption className="repairs-visually-hidden">{words('list.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{words('list.column.reference')}</th>
            <th scope="col">{words('list.column.description')}</th>
            <th scope="col">{words('list.column.area')}</th>
            <th scope="col">{words('list.column.raised')}</th>
            <th scope="col">{words('list.column.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="repair-table__row" onClick={() => navigate(detailsPath(row.id))}>
              <th scope="row">
                <Link to={detailsPath(row.id)} onClick={(event) => event.stopPropagation()}>
                  {row.reference}
                </Link>
              </th>
              <td className="repair-table__description">{row.description}</td>
              <td>{row.area}</td>
              <td>{row.raised}</td>
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

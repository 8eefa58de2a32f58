import type { DisplayValue } from '../../engine';
import { textOf } from '../widget-kit/text-of';
import { useTranslate, type Translate } from '../widget-kit/translate-context';
import type { SummaryListProps } from './summary-list-props';

function displayText(item: DisplayValue, translate: Translate): string {
  return 'text' in item ? item.text : textOf(item, translate);
}

/** Check your answers: each answer with its label and a change link. */
export function SummaryList({ rows, onChange }: SummaryListProps) {
  const translate = useTranslate();
  return (
    <dl className="rp-summary-list">
      {rows.map((row) => {
        // A question of a run may be labelled with its place ("Question 2: ...", summaryQuestionKey).
        const label =
          row.labelKey && row.labelValues ? translate(row.labelKey, row.labelValues) : textOf(row, translate);
        return (
          <div className="rp-summary-list__row" key={row.field}>
            <dt className="rp-summary-list__key">{label}</dt>
            <dd className="rp-summary-list__value">
              {row.display.length === 1 ? (
                displayText(row.display[0] as DisplayValue, translate)
              ) : (
                <ul className="rp-list">
                  {row.display.map((item, index) => (
                    <li key={index}>{displayText(item, translate)}</li>
                  ))}
                </ul>
              )}
            </dd>
            {onChange ? (
              <dd className="rp-summary-list__actions">
                <button
                  type="button"
                  className="rp-link"
                  data-change={`${row.change.step}/${row.change.page}`}
                  onClick={() => onChange(row)}
                >
                  {translate(row.changeLabelKey)} <span className="rp-visually-hidden">{label}</span>
                </button>
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}

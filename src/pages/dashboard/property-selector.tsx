import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shortenAddress, type DashboardProperty } from './dashboard-data';

/** The property address selector, shown only when the customer has more than one property. */
export function PropertySelector({
  properties,
  selected,
  onSelect,
}: {
  properties: DashboardProperty[];
  selected: string;
  onSelect(premisesId: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (properties.length < 2) return null;
  return (
    <div className="form-group">
      <label htmlFor={id}>{t('dashboard.propertyLabel')}</label>
      <select id={id} className="select" value={selected} onChange={(event) => onSelect(event.target.value)}>
        {properties.map((property) => (
          <option key={property.premisesId} value={property.premisesId} title={property.address}>
            {shortenAddress(property.address)}
          </option>
        ))}
      </select>
    </div>
  );
}

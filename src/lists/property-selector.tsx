import { useId } from 'react';
import type { CustomerProperty } from '../properties/customer-properties';
import { shortenAddress } from '../properties/customer-properties';

/**
 * The property address selector (addresses cut to 84 characters, the whole address in the title),
 * shown only when the customer has more than one property.
 */
export function PropertySelector({
  label,
  properties,
  selected,
  onSelect,
}: {
  label: string;
  properties: CustomerProperty[];
  selected: string;
  onSelect(premisesId: string): void;
}) {
  const id = useId();
  if (properties.length < 2) return null;
  return (
    <div className="form-group">
      <label htmlFor={id}>{label}</label>
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

import type { ReactNode } from 'react';
import { SIN_DATOS } from '../domain/placeholders';

export type DataItem = { label: string; value: ReactNode };

const isEmpty = (value: ReactNode) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '');

/** Label/value rows of a detail card; a missing value reads '(sin datos)' (SPEC §1). */
export function DataList({ items }: { items: ReadonlyArray<DataItem> }) {
  return (
    <dl className="ac-datalist">
      {items.map((item) => (
        <div className="ac-datalist__row" key={item.label}>
          <dt className="ac-datalist__label">{item.label}</dt>
          <dd className="ac-datalist__value">{isEmpty(item.value) ? SIN_DATOS : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

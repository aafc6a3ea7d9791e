import { SearchBox } from '../../../components/data-table';
import { FilterDate, FilterSelect } from '../../../components/filter-select';
import { Button } from '../../../components/ui';
import { KIND_LABELS, STATUS_LABELS } from '../../../lib/order-labels';

const TEXT_KEYS = ['order', 'phone'] as const;
const KEYS = ['order', 'phone', 'store_id', 'status', 'kind', 'from', 'to'] as const;

/** The filters in the address, as the orders call takes them (numbers as numbers). */
export function filtersFromParams(params: URLSearchParams): Record<string, string | number> {
  const filters: Record<string, string | number> = {};
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === 'store_id' || key === 'status') {
      const number = Number(value);
      if (Number.isInteger(number) && number > 0) filters[key] = number;
    } else {
      filters[key] = value;
    }
  }
  return filters;
}

/** Order id, phone, store, status, kind and a date range (marketplace days), kept in the address. */
export function OrderFilters({
  params,
  stores,
  onChange,
}: {
  params: URLSearchParams;
  stores: { id: number; name: string }[];
  onChange: (key: string, value: string | null) => void;
}) {
  const value = (key: string) => params.get(key) ?? '';
  const any = KEYS.some((key) => params.get(key));
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-semibold">Filters</legend>
      {TEXT_KEYS.map((key) => (
        <SearchBox
          key={key}
          stacked
          type="text"
          label={key === 'order' ? 'Order id' : 'Customer phone'}
          value={value(key)}
          inputMode={key === 'phone' ? 'tel' : 'text'}
          maxLength={40}
          onSearch={(text) => onChange(key, text.trim() || null)}
        />
      ))}
      {(
        [
          ['store_id', 'Store', stores.map((store) => [String(store.id), store.name] as const)],
          ['status', 'Status', Object.entries(STATUS_LABELS)],
          ['kind', 'Kind', Object.entries(KIND_LABELS)],
        ] as const
      ).map(([key, label, options]) => (
        <FilterSelect
          key={key}
          stacked
          all="All"
          label={label}
          value={value(key)}
          options={options}
          onChange={(next) => onChange(key, next)}
        />
      ))}
      {(
        [
          ['from', 'From'],
          ['to', 'To'],
        ] as const
      ).map(([key, label]) => (
        <FilterDate
          key={key}
          stacked
          label={label}
          value={value(key)}
          onChange={(next) => onChange(key, next)}
        />
      ))}
      {any ? (
        <Button
          onClick={() => {
            for (const key of KEYS) onChange(key, null);
          }}
        >
          Clear filters
        </Button>
      ) : null}
    </fieldset>
  );
}

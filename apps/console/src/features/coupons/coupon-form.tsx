import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminCoupon } from '@app/shared/console/people.schemas';
import { Button, ErrorNote } from '../../components/ui';
import { errorMessage } from '../../lib/console-api';
import { fromMinor, toMinor } from '../../lib/money-input';
import { marketplaceDay } from '../../lib/format';

/** What the form sends as `coupon` (people.schemas couponFieldsSchema). */
export interface CouponBody {
  code: string;
  name: string;
  description: string;
  discount_type: 'PERCENTAGE' | 'AMOUNT';
  discount: number;
  max_discount: number | null;
  min_subtotal: number;
  expiry_date: string;
  max_count: number;
  max_count_per_user: number | null;
  store_id: number | null;
  first_order_only: boolean;
  is_active: boolean;
}

interface Draft {
  code: string;
  name: string;
  description: string;
  type: 'PERCENTAGE' | 'AMOUNT';
  discount: string;
  cap: string;
  minimum: string;
  expiry: string;
  total: string;
  perUser: string;
  store: string;
  firstOrder: boolean;
  active: boolean;
}

function toDraft(coupon: AdminCoupon | null): Draft {
  const inMonth = marketplaceDay(-30);
  if (!coupon) {
    return {
      ...{ code: '', name: '', description: '', type: 'PERCENTAGE', discount: '', cap: '' },
      ...{ minimum: '0', expiry: inMonth, total: '100', perUser: '1', store: '' },
      ...{ firstOrder: false, active: true },
    };
  }
  return {
    code: coupon.code,
    name: coupon.name,
    description: coupon.description,
    type: coupon.discount_type,
    discount:
      coupon.discount_type === 'PERCENTAGE' ? String(coupon.discount) : fromMinor(coupon.discount),
    cap: fromMinor(coupon.max_discount),
    minimum: fromMinor(coupon.min_subtotal),
    expiry: coupon.expiry_date,
    total: String(coupon.max_count),
    perUser: coupon.max_count_per_user === null ? '' : String(coupon.max_count_per_user),
    store: coupon.store_id === null ? '' : String(coupon.store_id),
    firstOrder: coupon.first_order_only,
    active: coupon.is_active,
  };
}

/** The body, or the first problem the operator can fix before sending. */
function toBody(draft: Draft): { body: CouponBody } | { problem: string; field: string } {
  if (!/^[A-Za-z0-9_-]{2,40}$/.test(draft.code.trim())) {
    return { field: 'code', problem: 'Code: 2 to 40 letters, digits, - or _.' };
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.expiry)) {
    return { field: 'expiry', problem: 'Choose the last day the coupon works.' };
  }
  const isPercent = draft.type === 'PERCENTAGE';
  const discount = isPercent ? Number(draft.discount) : toMinor(draft.discount);
  if (!discount || !Number.isInteger(discount) || discount < 1) {
    return {
      field: 'discount',
      problem: isPercent ? 'Enter a whole percent.' : 'Enter the amount off.',
    };
  }
  if (isPercent && discount > 100)
    return { field: 'discount', problem: 'A percentage is at most 100.' };
  const cap = isPercent && draft.cap.trim() ? toMinor(draft.cap) : null;
  if (isPercent && draft.cap.trim() && !cap)
    return { field: 'cap', problem: 'Enter the maximum discount.' };
  const minimum = toMinor(draft.minimum || '0');
  if (minimum === null) return { field: 'minimum', problem: 'Enter the minimum subtotal.' };
  const total = Number(draft.total);
  if (!Number.isInteger(total) || total < 1)
    return { field: 'total', problem: 'Total uses is a whole number.' };
  const perUser = draft.perUser.trim() ? Number(draft.perUser) : null;
  if (perUser !== null && (!Number.isInteger(perUser) || perUser < 1)) {
    return {
      field: 'per-user' as const,
      problem: 'Uses per customer is a whole number, or empty for no limit.',
    };
  }
  return {
    body: {
      code: draft.code.trim(),
      name: draft.name.trim(),
      description: draft.description.trim(),
      discount_type: draft.type,
      discount,
      max_discount: cap,
      min_subtotal: minimum,
      expiry_date: draft.expiry,
      max_count: total,
      max_count_per_user: perUser,
      store_id: draft.store ? Number(draft.store) : null,
      first_order_only: draft.firstOrder,
      is_active: draft.active,
    },
  };
}

const input = 'w-full rounded-md border border-line px-2 py-1.5 text-sm';

/** Create or edit a coupon: every rule checkout enforces. */
export function CouponForm({
  coupon,
  stores,
  onSave,
  onCancel,
}: {
  coupon: AdminCoupon | null;
  stores: { id: number; name: string }[];
  onSave: (body: CouponBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(() => toDraft(coupon));
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const id = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const isPercent = draft.type === 'PERCENTAGE';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = toBody(draft);
    if ('problem' in result) {
      setProblem(result.problem);
      // Take the operator to the field to fix (its id is `${id}-<field>`).
      document.getElementById(`${id}-${result.field}`)?.focus();
      return;
    }
    setProblem(null);
    setIsSaving(true);
    try {
      await onSave(result.body);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  };

  const field = (key: string, label: string, control: ReactNode, hint?: string) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">
        {label}
      </label>
      {control}
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        {field(
          'code',
          'Code',
          <input
            id={`${id}-code`}
            className={`${input} uppercase`}
            value={draft.code}
            maxLength={40}
            required
            onChange={(event) => set('code', event.target.value)}
          />,
          'Letters, digits, - and _. Customers type it in any case.',
        )}
        {field(
          'name',
          'Name',
          <input
            id={`${id}-name`}
            className={input}
            value={draft.name}
            maxLength={120}
            onChange={(event) => set('name', event.target.value)}
          />,
        )}
        {field(
          'type',
          'Discount type',
          <select
            id={`${id}-type`}
            className={input}
            value={draft.type}
            onChange={(event) => set('type', event.target.value as Draft['type'])}
          >
            <option value="PERCENTAGE">Percentage</option>
            <option value="AMOUNT">Fixed amount</option>
          </select>,
        )}
        {field(
          'discount',
          isPercent ? 'Discount (%)' : 'Amount off (₹)',
          <input
            id={`${id}-discount`}
            className={input}
            inputMode="decimal"
            value={draft.discount}
            onChange={(event) => set('discount', event.target.value)}
          />,
        )}
        {isPercent
          ? field(
              'cap',
              'Maximum discount (₹)',
              <input
                id={`${id}-cap`}
                className={input}
                inputMode="decimal"
                value={draft.cap}
                onChange={(event) => set('cap', event.target.value)}
              />,
              'Empty: no cap.',
            )
          : null}
        {field(
          'minimum',
          'Minimum subtotal (₹)',
          <input
            id={`${id}-minimum`}
            className={input}
            inputMode="decimal"
            value={draft.minimum}
            onChange={(event) => set('minimum', event.target.value)}
          />,
        )}
        {field(
          'expiry',
          'Last day valid',
          <input
            id={`${id}-expiry`}
            type="date"
            className={input}
            value={draft.expiry}
            onChange={(event) => set('expiry', event.target.value)}
          />,
        )}
        {field(
          'total',
          'Total uses',
          <input
            id={`${id}-total`}
            className={input}
            inputMode="numeric"
            value={draft.total}
            onChange={(event) => set('total', event.target.value)}
          />,
          coupon ? `${coupon.used_count} used so far.` : undefined,
        )}
        {field(
          'per-user',
          'Uses per customer',
          <input
            id={`${id}-per-user`}
            className={input}
            inputMode="numeric"
            value={draft.perUser}
            onChange={(event) => set('perUser', event.target.value)}
          />,
          'Empty: no limit.',
        )}
        {field(
          'store',
          'Store',
          <select
            id={`${id}-store`}
            className={input}
            value={draft.store}
            onChange={(event) => set('store', event.target.value)}
          >
            <option value="">Every store</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field(
        'description',
        'Description',
        <textarea
          id={`${id}-description`}
          className={input}
          rows={2}
          maxLength={500}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
        />,
      )}
      <div className="flex flex-wrap gap-6 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={draft.firstOrder}
            onChange={(event) => set('firstOrder', event.target.checked)}
          />
          First order only
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(event) => set('active', event.target.checked)}
          />
          Active
        </label>
      </div>
      {problem ? <ErrorNote>{problem}</ErrorNote> : null}
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" tone="primary" disabled={isSaving}>
          {isSaving ? 'Saving…' : coupon ? 'Save coupon' : 'Create coupon'}
        </Button>
      </div>
    </form>
  );
}

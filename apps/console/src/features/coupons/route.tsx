import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminCoupon } from '@app/shared/console/people.schemas';
import type { Column } from '../../components/data-table';
import { capitalizedOptions, FilterSelect } from '../../components/filter-select';
import { ModalDialog } from '../../components/modal-dialog';
import { Page } from '../../components/page';
import { ListToolbar, PagedTable } from '../../components/paged-table';
import { Button, ErrorNote, Notice } from '../../components/ui';
import { consolePost, errorMessage } from '../../lib/console-api';
import type { ConsoleSession } from '../../lib/session';
import { useMoney } from '../../lib/use-money';
import { usePagedList } from '../../lib/use-paged-list';
import { CouponForm, type CouponBody } from './coupon-form';
import { marketplaceDay } from '../../lib/format';

const LIST = 'admin/coupons/list';
const STATUSES = ['all', 'active', 'inactive', 'expired'] as const;

/** Today in the marketplace (IST), not in UTC: between midnight and 5:30 am they differ. */
function todayIso() {
  return marketplaceDay();
}

/** /coupons: every coupon with its redemptions; create, edit, deactivate (issue 17). */
export default function CouponsRoute({ session }: { session: ConsoleSession }) {
  const money = useMoney();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const status = params.get('status') ?? 'all';
  const paged = usePagedList<AdminCoupon>(LIST, { status }, { defaultSort: 'id' });
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['console-list', LIST] });
  const save = async (body: CouponBody) => {
    const saved =
      editing && editing !== 'new'
        ? await consolePost<AdminCoupon>('admin/coupons/update', {
            coupon_id: editing.id,
            coupon: body,
          })
        : await consolePost<AdminCoupon>('admin/coupons/create', { coupon: body });
    setNotice(`Coupon ${saved.code} saved.`);
    setEditing(null);
    await refresh();
  };
  const toggle = useMutation({
    mutationFn: (coupon: AdminCoupon) =>
      consolePost<AdminCoupon>('admin/coupons/set-active', {
        coupon_id: coupon.id,
        is_active: !coupon.is_active,
      }),
    onSuccess: (saved) => {
      setNotice(`Coupon ${saved.code} ${saved.is_active ? 'activated' : 'deactivated'}.`);
      void refresh();
    },
  });

  const today = todayIso();
  const columns: Column<AdminCoupon>[] = [
    {
      key: 'code',
      header: 'Code',
      sortable: true,
      render: (c) => (
        <span>
          <span className="font-mono font-semibold">{c.code}</span>
          {c.name ? <span className="block text-xs text-muted">{c.name}</span> : null}
        </span>
      ),
    },
    {
      key: 'discount',
      header: 'Discount',
      render: (c) =>
        c.discount_type === 'PERCENTAGE'
          ? `${c.discount}%${c.max_discount ? ` up to ${money(c.max_discount)}` : ''}`
          : `${money(c.discount)} off`,
    },
    {
      key: 'rules',
      header: 'Rules',
      render: (c) => (
        <ul className="text-xs">
          <li>{c.store_name ?? 'Every store'}</li>
          {c.min_subtotal ? <li>Minimum {money(c.min_subtotal)}</li> : null}
          {c.max_count_per_user ? <li>{c.max_count_per_user} per customer</li> : null}
          {c.first_order_only ? <li>First order only</li> : null}
        </ul>
      ),
    },
    { key: 'expiry_date', header: 'Last day', sortable: true, render: (c) => c.expiry_date },
    {
      key: 'used_count',
      header: 'Used',
      sortable: true,
      render: (c) => `${c.used_count} / ${c.max_count}`,
    },
    {
      key: 'status',
      header: 'Status',
      render: (c) => (!c.is_active ? 'Inactive' : c.expiry_date < today ? 'Expired' : 'Active'),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (c) => (
        <div className="flex gap-2">
          <Button onClick={() => setEditing(c)} aria-label={`Edit ${c.code}`}>
            Edit
          </Button>
          <Button
            tone={c.is_active ? 'danger' : 'plain'}
            disabled={toggle.isPending}
            aria-label={`${c.is_active ? 'Deactivate' : 'Activate'} ${c.code}`}
            onClick={() => {
              if (
                c.is_active &&
                !window.confirm(`Deactivate ${c.code}? Checkout will refuse it.`)
              ) {
                return;
              }
              toggle.mutate(c);
            }}
          >
            {c.is_active ? 'Deactivate' : 'Activate'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Page
      title="Coupons"
      actions={
        <Button tone="primary" onClick={() => setEditing('new')}>
          New coupon
        </Button>
      }
    >
      <ListToolbar list={paged} placeholder="Code or name">
        <FilterSelect
          label="Status"
          value={status}
          options={capitalizedOptions(STATUSES)}
          onChange={(value) => paged.setParam('status', value === 'all' ? null : value)}
        />
      </ListToolbar>
      {notice ? <Notice>{notice}</Notice> : null}
      {toggle.isError ? <ErrorNote>{errorMessage(toggle.error)}</ErrorNote> : null}
      <PagedTable list={paged} caption="Coupons" columns={columns} />
      <ModalDialog
        open={editing !== null}
        title={editing && editing !== 'new' ? `Edit ${editing.code}` : 'New coupon'}
        onClose={() => setEditing(null)}
        wide
      >
        {editing !== null ? (
          <CouponForm
            key={editing === 'new' ? 'new' : editing.id}
            coupon={editing === 'new' ? null : editing}
            stores={session.stores}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </ModalDialog>
    </Page>
  );
}

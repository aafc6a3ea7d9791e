import { Link, useSearchParams } from 'react-router';
import type { Column } from '../../../components/data-table';
import { FilterSelect } from '../../../components/filter-select';
import { Page } from '../../../components/page';
import { ListToolbar, PagedTable } from '../../../components/paged-table';
import { usePagedList } from '../../../lib/use-paged-list';
import type { AdminStoreRow } from '../api';

const flag = (value: string | null) =>
  value === 'yes' ? true : value === 'no' ? false : undefined;

/** Every store, paged on the server: search by name, filter by module, approval and activation. */
export function StoreList() {
  const yesNo: [string, string][] = [
    ['yes', 'Yes'],
    ['no', 'No'],
  ];
  const [params] = useSearchParams();
  const filters = {
    module: params.get('module') ?? undefined,
    is_accepted: flag(params.get('accepted')),
    is_active: flag(params.get('active')),
  };
  const paged = usePagedList<AdminStoreRow>('admin/stores/list', filters, { defaultSort: 'id' });
  const setParam = paged.setParam;
  const columns: Column<AdminStoreRow>[] = [
    { key: 'id', header: 'Id', sortable: true, render: (row) => row.id },
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      render: (row) => (
        <Link to={String(row.id)} className="font-medium underline">
          {row.name}
        </Link>
      ),
    },
    { key: 'module', header: 'Module', render: (row) => row.module },
    { key: 'address', header: 'Address', render: (row) => row.address },
    { key: 'accepted', header: 'Approved', render: (row) => (row.is_accepted ? 'Yes' : 'Waiting') },
    {
      key: 'active',
      header: 'Active',
      // The on/off switch, not "open now": opening hours decide that for customers.
      render: (row) => (row.is_active ? 'Yes' : 'No (switched off)'),
    },
    {
      key: 'commission_bps',
      header: 'Commission',
      sortable: true,
      render: (row) => `${row.commission_bps / 100} %`,
    },
    {
      key: 'menu',
      header: 'Menu',
      render: (row) => (
        <Link to={`${row.id}/menu`} className="underline">
          Menu <span className="sr-only">of {row.name}</span>
        </Link>
      ),
    },
  ];
  return (
    <Page
      title="Stores"
      actions={
        <>
          <Link
            to="categories"
            className="rounded-md border border-line px-3 py-2 text-sm font-semibold"
          >
            Store categories
          </Link>
          <Link to="new" className="rounded-md bg-ink px-3 py-2 text-sm font-semibold text-white">
            New store
          </Link>
        </>
      }
    >
      <ListToolbar list={paged} placeholder="Store name">
        <FilterSelect
          all="Any"
          label="Module"
          value={params.get('module') ?? ''}
          options={[
            ['food', 'Food'],
            ['grocery', 'Grocery'],
          ]}
          onChange={(value) => setParam('module', value)}
        />
        <FilterSelect
          all="Any"
          label="Approved"
          value={params.get('accepted') ?? ''}
          options={yesNo}
          onChange={(v) => setParam('accepted', v)}
        />
        <FilterSelect
          all="Any"
          label="Active"
          value={params.get('active') ?? ''}
          options={yesNo}
          onChange={(v) => setParam('active', v)}
        />
      </ListToolbar>
      <PagedTable list={paged} caption="Stores" columns={columns} />
    </Page>
  );
}

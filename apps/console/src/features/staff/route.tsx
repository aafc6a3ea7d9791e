import { useState } from 'react';
import { ADMIN_PERMISSIONS } from '@app/shared/console/admin.schemas';
import type { AdminRow } from '@app/shared/console/admins.schemas';
import type { Column } from '../../components/data-table';
import { Page } from '../../components/page';
import { ListToolbar, PagedTable } from '../../components/paged-table';
import { Button, Notice } from '../../components/ui';
import type { ConsoleSession } from '../../lib/session';
import { usePagedList } from '../../lib/use-paged-list';
import { ADMINS_LIST_CALL } from './api/admins';
import { CreateAdminForm } from './components/create-admin-form';
import { EditPermissionsForm } from './components/edit-permissions-form';

/** Admins with `staff`: every admin and their areas; create an admin; change an admin's areas. */
export default function Route({ session }: { session: ConsoleSession }) {
  const list = usePagedList<AdminRow>(ADMINS_LIST_CALL, {}, { defaultSort: 'name' });
  const [panel, setPanel] = useState<{ kind: 'create' } | { kind: 'edit'; admin: AdminRow } | null>(
    null,
  );
  const [notice, setNotice] = useState('');
  const close = (message: string) => {
    setPanel(null);
    setNotice(message);
  };

  const columns: Column<AdminRow>[] = [
    { key: 'name', header: 'Name', sortable: true, render: (row) => row.name },
    { key: 'email', header: 'Email', sortable: true, render: (row) => row.email ?? '—' },
    {
      key: 'areas',
      header: 'Areas',
      render: (row) =>
        row.has_every_area
          ? 'Every area'
          : row.permissions.length === 0
            ? 'None'
            : `${row.permissions.join(', ')} (${row.permissions.length} of ${ADMIN_PERMISSIONS.length})`,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <Button
          onClick={() => {
            setNotice('');
            setPanel({ kind: 'edit', admin: row });
          }}
          aria-label={`Edit areas of ${row.name}`}
        >
          Edit areas
        </Button>
      ),
    },
  ];

  return (
    <Page
      title="Admins"
      actions={
        <Button
          tone="primary"
          onClick={() => {
            setNotice('');
            setPanel({ kind: 'create' });
          }}
        >
          New admin
        </Button>
      }
    >
      {notice ? <Notice>{notice}</Notice> : null}
      {panel?.kind === 'create' ? <CreateAdminForm onDone={close} /> : null}
      {panel?.kind === 'edit' ? (
        <EditPermissionsForm
          key={panel.admin.id}
          admin={panel.admin}
          isSelf={panel.admin.id === session.id}
          onDone={close}
        />
      ) : null}
      <ListToolbar list={list} label="Search admins" />
      <PagedTable list={list} caption="Admins" columns={columns} />
    </Page>
  );
}

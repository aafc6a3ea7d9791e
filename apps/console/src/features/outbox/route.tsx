import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OutboxRow } from '@app/shared/console/admin-orders.schemas';
import type { Column } from '../../components/data-table';
import { FilterDate, FilterSelect } from '../../components/filter-select';
import { Page } from '../../components/page';
import { ListToolbar, PagedTable } from '../../components/paged-table';
import { Button } from '../../components/ui';
import { consolePost, errorMessage } from '../../lib/console-api';
import { formatWhen } from '../../lib/marketplace-time';
import { usePagedList } from '../../lib/use-paged-list';

const STATE_LABELS = { sent: 'Sent', failed: 'Failed', unsent: 'Not sent' } as const;
const STATE_TONES = {
  sent: 'bg-green-50 text-green-900',
  failed: 'bg-red-50 text-red-800',
  unsent: 'bg-amber-50 text-amber-900',
} as const;

/** Mail and SMS the marketplace sent or holds, with the body and a retry (issue 17). */
export default function OutboxRoute() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [message, setMessage] = useState<{ id: number; text: string; ok: boolean } | null>(null);
  const [params] = useSearchParams();
  const channel = params.get('channel') ?? '';
  const state = params.get('state') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const paged = usePagedList<OutboxRow>(
    'admin/outbox',
    {
      ...(channel ? { channel } : {}),
      ...(state ? { state } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    },
    { defaultSort: 'created_at' },
  );
  const retry = useMutation({
    mutationFn: (id: number) => consolePost<OutboxRow>('admin/outbox/retry', { id }),
    onSuccess: (row) => {
      setMessage({
        id: row.id,
        ok: row.state === 'sent',
        text:
          row.state === 'sent'
            ? `Sent to ${row.to} (attempt ${row.attempts}).`
            : `Still not delivered: ${row.error ?? 'no answer'} (attempt ${row.attempts}).`,
      });
      void queryClient.invalidateQueries({ queryKey: ['console-list', 'admin/outbox'] });
    },
    onError: (error, id) => setMessage({ id, ok: false, text: errorMessage(error) }),
  });

  const columns: Column<OutboxRow>[] = [
    {
      key: 'created_at',
      header: 'Created',
      sortable: true,
      render: (row) => formatWhen(row.created_at),
    },
    {
      key: 'channel',
      header: 'Channel',
      render: (row) => (row.channel === 'email' ? 'Mail' : 'SMS'),
    },
    { key: 'to', header: 'To', sortable: true, render: (row) => row.to },
    {
      key: 'body',
      header: 'Message',
      render: (row) => (
        <div className="max-w-md">
          {row.subject ? <span className="block font-medium">{row.subject}</span> : null}
          <button
            type="button"
            aria-expanded={open === row.id}
            className="text-left text-xs underline underline-offset-2"
            onClick={() => setOpen(open === row.id ? null : row.id)}
          >
            {open === row.id ? 'Hide text' : 'Show text'}
          </button>
          {open === row.id ? (
            <pre className="mt-1 whitespace-pre-wrap rounded bg-canvas p-2 text-xs">{row.body}</pre>
          ) : null}
        </div>
      ),
    },
    {
      key: 'state',
      header: 'State',
      render: (row) => (
        <>
          <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_TONES[row.state]}`}>
            {STATE_LABELS[row.state]}
          </span>
          {row.error ? (
            <span className="block max-w-xs text-xs text-red-800">{row.error}</span>
          ) : null}
        </>
      ),
    },
    { key: 'attempts', header: 'Attempts', sortable: true, render: (row) => row.attempts },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) =>
        row.state === 'sent' ? null : (
          <div className="space-y-1">
            <Button
              disabled={retry.isPending && retry.variables === row.id}
              onClick={() => retry.mutate(row.id)}
              aria-label={`Retry the message to ${row.to}`}
            >
              Retry
            </Button>
            {message?.id === row.id ? (
              <p
                role="status"
                className={`max-w-xs text-xs ${message.ok ? 'text-green-800' : 'text-red-800'}`}
              >
                {message.text}
              </p>
            ) : null}
          </div>
        ),
    },
  ];

  return (
    <Page title="Mail & SMS">
      <ListToolbar list={paged} label="Recipient" placeholder="Phone or address">
        <FilterSelect
          all="All"
          label="Channel"
          value={channel}
          options={[
            ['email', 'Mail'],
            ['sms', 'SMS'],
          ]}
          onChange={(v) => paged.setParam('channel', v)}
        />
        <FilterSelect
          all="All"
          label="State"
          value={state}
          options={Object.entries(STATE_LABELS)}
          onChange={(v) => paged.setParam('state', v)}
        />
        {(
          [
            ['from', 'From', from],
            ['to', 'To', to],
          ] as const
        ).map(([key, label, value]) => (
          <FilterDate
            key={key}
            label={label}
            value={value}
            onChange={(next) => paged.setParam(key, next)}
          />
        ))}
      </ListToolbar>
      <PagedTable
        list={paged}
        caption="Mail and SMS"
        columns={columns}
        empty="No messages match."
      />
    </Page>
  );
}

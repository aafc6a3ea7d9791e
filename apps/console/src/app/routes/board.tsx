import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DoneOrders } from '../../features/orders/components/done-orders';
import { OrdersBoard } from '../../features/orders/components/orders-board';
import { useStoreStream } from '../../features/orders/hooks/use-store-stream';
import type { StreamState } from '../../features/orders/lib/store-stream';
import { useStores } from '../../features/stores/api/get-stores';
import { StoreSettings } from '../../features/stores/components/store-settings';
import { unlockSound } from '../../lib/beep';
import { readChosenStoreId, saveChosenStoreId, type ConsoleSession } from '../../lib/session';

const TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'done', label: 'Done' },
  { id: 'store', label: 'Store & menu' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export function BoardRoute({ session }: { session: ConsoleSession }) {
  const stores = useStores({ initial: session.stores });
  const list = stores.data ?? session.stores;
  const [chosenId, setChosenId] = useState(readChosenStoreId);
  const store = list.find((candidate) => candidate.id === chosenId) ?? list[0];
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = TABS.find((t) => t.id === searchParams.get('tab'))?.id ?? 'orders';
  const pickerId = useId();

  // Any click or key arms the new-order sound, which browsers keep muted until the page is used.
  useEffect(() => {
    document.addEventListener('pointerdown', unlockSound);
    document.addEventListener('keydown', unlockSound);
    return () => {
      document.removeEventListener('pointerdown', unlockSound);
      document.removeEventListener('keydown', unlockSound);
    };
  }, []);

  const onPick = (storeId: number) => {
    saveChosenStoreId(storeId);
    setChosenId(storeId);
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line px-4 py-2">
        {list.length > 1 ? (
          <div className="flex items-center gap-2">
            <label htmlFor={pickerId} className="text-sm text-muted">
              Store
            </label>
            <select
              id={pickerId}
              value={store?.id}
              onChange={(event) => onPick(Number(event.target.value))}
              className="max-w-40 rounded-md border border-line px-2 py-1.5 text-sm sm:max-w-56"
            >
              {list.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </div>
        ) : store ? (
          <h1 className="text-sm font-semibold">{store.name}</h1>
        ) : null}
        {store ? (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${store.is_active ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
          >
            {store.is_active ? 'Open' : 'Closed'}
          </span>
        ) : null}
      </div>
      {store ? (
        <StoreArea
          key={store.id}
          storeId={store.id}
          token={session.auth_token}
          tab={tab}
          onTab={(next) => setSearchParams(next === 'orders' ? {} : { tab: next })}
          settings={<StoreSettings store={store} />}
        />
      ) : (
        <main className="p-4">
          <p>No store is linked to this account yet. Ask an admin to link one.</p>
        </main>
      )}
    </div>
  );
}

/** One store's tabs; keyed by the store so a switch starts a fresh stream and fresh alerts. */
function StoreArea({
  storeId,
  token,
  tab,
  onTab,
  settings,
}: {
  storeId: number;
  token: string;
  tab: TabId;
  onTab: (tab: TabId) => void;
  settings: ReactNode;
}) {
  const streamState = useStoreStream({ storeId, token });
  const isStreamLive = streamState === 'live';
  return (
    <>
      <nav className="flex flex-wrap items-center gap-2 border-b border-line px-4">
        <div role="tablist" aria-label="Console sections" className="flex gap-1">
          {TABS.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              role="tab"
              id={`tab-${candidate.id}`}
              aria-selected={tab === candidate.id}
              aria-controls="console-panel"
              onClick={() => onTab(candidate.id)}
              className={`-mb-px border-b-2 px-3 py-2.5 text-sm font-semibold ${
                tab === candidate.id ? 'border-ink text-ink' : 'border-transparent text-muted'
              }`}
            >
              {candidate.label}
            </button>
          ))}
        </div>
        <StreamBadge state={streamState} />
      </nav>
      <main id="console-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'orders' ? <OrdersBoard storeId={storeId} isStreamLive={isStreamLive} /> : null}
        {tab === 'done' ? <DoneOrders storeId={storeId} isStreamLive={isStreamLive} /> : null}
        {tab === 'store' ? settings : null}
      </main>
    </>
  );
}

function StreamBadge({ state }: { state: StreamState }) {
  const text =
    state === 'live'
      ? 'Live'
      : state === 'connecting'
        ? 'Connecting…'
        : 'Live updates paused: checking every 15 s';
  return (
    <p role="status" className="ml-auto flex items-center gap-1.5 py-2 text-xs text-muted">
      <span
        aria-hidden="true"
        className={`inline-block h-2 w-2 rounded-full ${state === 'live' ? 'bg-green-600' : state === 'connecting' ? 'bg-amber-500' : 'bg-red-600'}`}
      />
      {text}
    </p>
  );
}

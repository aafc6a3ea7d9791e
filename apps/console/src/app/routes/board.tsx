import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DoneOrders } from '../../features/orders/components/done-orders';
import { OrdersBoard } from '../../features/orders/components/orders-board';
import { useStoreStreams } from '../../features/orders/hooks/use-store-streams';
import type { StreamState } from '../../features/orders/lib/store-stream';
import { useStores } from '../../features/stores/api/get-stores';
import { StoreSettings } from '../../features/stores/components/store-settings';
import { unlockSound } from '../../lib/beep';
import { readChosenStoreId, saveChosenStoreId, type ConsoleSession } from '../../lib/session';
import { useStoreOpenStatus } from '../../components/store-hours/store-open-status';

const TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'done', label: 'Done' },
  { id: 'store', label: 'Store & menu' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The owner's board: the orders of all their stores together (a filter shows one store), live
 * from each store's stream, with the alert and title badge for a new order at any of them. The
 * "Store & menu" tab edits one store, chosen in the same picker.
 */
export function BoardRoute({ session }: { session: ConsoleSession }) {
  const stores = useStores({ initial: session.stores });
  const list = stores.data ?? session.stores;
  const storeIds = list.map((store) => store.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = TABS.find((t) => t.id === searchParams.get('tab'))?.id ?? 'orders';
  // null: every store (the board's default); a store's id shows that store only.
  const [filterId, setFilterId] = useState<number | null>(null);
  const [settingsId, setSettingsId] = useState(readChosenStoreId);
  const settingsStore = list.find((store) => store.id === settingsId) ?? list[0];
  const filterStore = list.find((store) => store.id === filterId) ?? null;
  const pickerId = useId();
  const streamState = useStoreStreams({ storeIds, token: session.auth_token });
  const isStreamLive = streamState === 'live';

  // Any click or key arms the new-order sound, which browsers keep muted until the page is used.
  useEffect(() => {
    document.addEventListener('pointerdown', unlockSound);
    document.addEventListener('keydown', unlockSound);
    return () => {
      document.removeEventListener('pointerdown', unlockSound);
      document.removeEventListener('keydown', unlockSound);
    };
  }, []);

  const isSettings = tab === 'store';
  const pickerValue = isSettings ? String(settingsStore?.id ?? '') : String(filterId ?? 'all');
  // A store chosen here is both the board's filter and the store the settings tab edits.
  const onPick = (value: string) => {
    if (value === 'all') {
      setFilterId(null);
      return;
    }
    const id = Number(value);
    saveChosenStoreId(id);
    setSettingsId(id);
    setFilterId(id);
  };
  const shownStore = isSettings
    ? settingsStore
    : (filterStore ?? (list.length === 1 ? list[0] : null));

  if (list.length === 0) {
    return (
      <main className="p-4">
        <p>No store is linked to this account yet. Ask an admin to link one.</p>
      </main>
    );
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line px-4 py-2">
        {list.length > 1 ? <h1 className="text-base font-bold">Orders</h1> : null}
        {list.length > 1 ? (
          <div className="flex items-center gap-2">
            <label htmlFor={pickerId} className="text-sm text-muted">
              Store
            </label>
            <select
              id={pickerId}
              value={pickerValue}
              onChange={(event) => onPick(event.target.value)}
              className="max-w-40 rounded-md border border-line px-2 py-1.5 text-sm sm:max-w-56"
            >
              {isSettings ? null : <option value="all">All stores ({list.length})</option>}
              {list.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <h1 className="text-sm font-semibold">{list[0]?.name}</h1>
        )}
        {shownStore ? <OpenBadge key={shownStore.id} store={shownStore} /> : null}
      </div>
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
              onClick={() =>
                setSearchParams(candidate.id === 'orders' ? {} : { tab: candidate.id })
              }
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
        {/* The board stays mounted on every tab: a new order still rings and badges the title. */}
        <div hidden={tab !== 'orders'}>
          <OrdersBoard storeIds={storeIds} storeFilter={filterId} isStreamLive={isStreamLive} />
        </div>
        {tab === 'done' ? (
          <DoneOrders storeIds={storeIds} storeFilter={filterId} isStreamLive={isStreamLive} />
        ) : null}
        {isSettings && settingsStore ? (
          <StoreSettings key={settingsStore.id} store={settingsStore} />
        ) : null}
      </main>
    </div>
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

/** Open now or not, as customers see it: the switch, the hours, holidays and a pause. */
function OpenBadge({ store }: { store: { id: number; is_active: boolean } }) {
  const status = useStoreOpenStatus(store);
  return (
    <span
      data-testid="store-open-badge"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.isOpen ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
    >
      {status.label}
    </span>
  );
}

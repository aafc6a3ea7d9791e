import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/page';
import { Button, ErrorNote, Switch } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { useAdminStore, useSaveStore, useSetStoreFlags, type AdminStore } from '../api';
import { emptyForm, fieldsOf, formOf, type StoreForm } from '../lib/store-form';
import { LinkPicker } from './link-picker';
import { BasicsStep, HoursStep, LocationFields, MoneyStep } from './store-fields';
import { StoreHoursExtras } from './store-hours-extras';
import { StoreMissing } from './store-missing';
import { ZoneStep } from './zone-step';

const STEPS = [
  ['basics', 'Basics'],
  ['zone', 'Location & zone'],
  ['money', 'Delivery & money'],
  ['hours', 'Hours'],
  ['people', 'Owners & riders'],
] as const;
type Step = (typeof STEPS)[number][0];

/** A new store (`storeId` null) or an existing one: load, then the form. */
export function StoreEditor({ storeId }: { storeId: number | null }) {
  const store = useAdminStore(storeId);
  if (storeId !== null && store.isPending)
    return (
      <p role="status" className="p-4">
        Loading the store…
      </p>
    );
  if (store.isError) return <StoreMissing error={store.error} />;
  return <StoreFormPage key={storeId ?? 'new'} store={store.data ?? null} />;
}

function StoreFormPage({ store }: { store: AdminStore | null }) {
  const navigate = useNavigate();
  const save = useSaveStore();
  const flags = useSetStoreFlags();
  const [form, setForm] = useState<StoreForm>(() => (store ? formOf(store) : emptyForm()));
  const [step, setStep] = useState<Step>('basics');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const set = (change: Partial<StoreForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setSaved(false);
  };

  const submit = () => {
    const result = fieldsOf(form);
    if ('problem' in result) return setProblem(result.problem);
    setProblem(null);
    save.mutate(
      { ...(store ? { store_id: store.id } : {}), ...result.fields },
      {
        onSuccess: (next) => {
          setSaved(true);
          if (!store) void navigate(`/stores/${next.id}`, { replace: true });
        },
      },
    );
  };

  return (
    <Page
      title={store ? `Store: ${store.name}` : 'New store'}
      actions={
        <>
          <Link
            to="/stores"
            className="rounded-md border border-line px-3 py-2 text-sm font-semibold"
          >
            All stores
          </Link>
          {store ? (
            <Link
              to={`/stores/${store.id}/menu`}
              className="rounded-md border border-line px-3 py-2 text-sm font-semibold"
            >
              Menu and import
            </Link>
          ) : null}
          {store ? (
            <Link
              to={`/stores/${store.id}/payouts`}
              className="rounded-md border border-line px-3 py-2 text-sm font-semibold"
            >
              Payouts
            </Link>
          ) : null}
        </>
      }
    >
      {store ? (
        <div className="flex max-w-3xl flex-wrap gap-x-8 rounded-md border border-line p-3">
          <Switch
            label="Approved"
            description="Listed to customers only once approved"
            checked={store.is_accepted}
            disabled={flags.isPending}
            onChange={(is_accepted) => flags.mutate({ store_id: store.id, is_accepted })}
          />
          <Switch
            label="Active"
            description="Open for orders"
            checked={store.is_active}
            disabled={flags.isPending}
            onChange={(is_active) => flags.mutate({ store_id: store.id, is_active })}
          />
          {flags.isError ? <ErrorNote>{errorMessage(flags.error)}</ErrorNote> : null}
        </div>
      ) : (
        <p className="text-sm text-muted">
          A new store starts unapproved and closed: approve and open it after saving.
        </p>
      )}
      <div
        role="tablist"
        aria-label="Store editor steps"
        className="flex flex-wrap gap-1 border-b border-line"
      >
        {STEPS.map(([key, text]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={step === key}
            aria-controls={`panel-${key}`}
            onClick={() => setStep(key)}
            className={`rounded-t-md px-3 py-2 text-sm font-semibold ${step === key ? 'bg-ink text-white' : 'hover:bg-canvas'}`}
          >
            {text}
          </button>
        ))}
      </div>
      <form
        id={`panel-${step}`}
        role="tabpanel"
        aria-labelledby={`tab-${step}`}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {step === 'basics' ? <BasicsStep form={form} set={set} isNew={!store} /> : null}
        {step === 'zone' ? (
          <>
            <LocationFields form={form} set={set} />
            <ZoneStep
              latitude={Number(form.latitude === '' ? Number.NaN : form.latitude)}
              longitude={Number(form.longitude === '' ? Number.NaN : form.longitude)}
              radiusKm={Number(form.delivery_radius_km)}
              points={form.zone_polygon}
              onChange={(zone_polygon) => set({ zone_polygon })}
            />
          </>
        ) : null}
        {step === 'money' ? <MoneyStep form={form} set={set} /> : null}
        {step === 'hours' ? <HoursStep form={form} set={set} /> : null}
        {step === 'people' ? (
          <div className="grid max-w-4xl gap-4 md:grid-cols-2">
            <LinkPicker
              kind="store_owner"
              label="Owners"
              selected={form.owner_ids}
              onChange={(owner_ids) => set({ owner_ids })}
            />
            <LinkPicker
              kind="rider"
              label="Riders"
              selected={form.rider_ids}
              onChange={(rider_ids) => set({ rider_ids })}
            />
          </div>
        ) : null}
        {problem ? <ErrorNote>{problem}</ErrorNote> : null}
        {save.isError ? <ErrorNote>{errorMessage(save.error)}</ErrorNote> : null}
        <div className="flex items-center gap-3">
          <Button type="submit" tone="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : store ? 'Save store' : 'Create store'}
          </Button>
          {saved ? (
            <span role="status" className="text-sm text-green-800">
              Saved.
            </span>
          ) : null}
        </div>
      </form>
      {step === 'hours' && store ? <StoreHoursExtras storeId={store.id} /> : null}
    </Page>
  );
}

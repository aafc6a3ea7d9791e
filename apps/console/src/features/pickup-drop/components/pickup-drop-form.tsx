import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AdminPickupDropSettings } from '@app/shared/courier/courier-admin.schemas';
import { TASK_TYPES } from '@app/shared/courier/courier.schemas';
import { Button, ErrorNote, Switch } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/console-api';
import {
  fieldPaths,
  formSnapshot,
  TASK_TYPE_LABELS,
  toBody,
  toForm,
  validTariff,
  type FieldErrors,
  type SaveBody,
  type SettingsForm,
} from '../lib/settings-form';
import { EXAMPLE_TASK, ExamplePrice } from './example-price';
import { Field, FieldError, Section } from './field';
import { SurchargesEditor, WeightBandsEditor } from './rows-editors';
import { ZonesEditor } from './zones-editor';

const PART_NAMES: Record<AdminPickupDropSettings['problems'][number]['field'], string> = {
  is_enabled: 'The on/off switch',
  task_types: 'The task types',
  tariff: 'The tariff (fares, bands, surcharges, hours)',
  zones: 'The service zones',
  proof_photo_allowed: 'Photo proof',
  dispatch_radius_km: 'The dispatch radius',
};

/** The server's per-field answers to a refused save (400 request.invalid with issues). */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.issues) return {};
  return Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message]));
}

/**
 * The admin's pickup-and-drop editor: checked as the server checks (the shared contract), with a
 * live example price, a warning before leaving with unsaved changes, and the server's refusals
 * shown next to their fields.
 */
export function PickupDropForm({
  settings,
  onSave,
  onDirtyChange,
}: {
  settings: AdminPickupDropSettings;
  onSave: (body: SaveBody) => Promise<AdminPickupDropSettings>;
  onDirtyChange?: (isDirty: boolean) => void;
}) {
  const [form, setForm] = useState(() => toForm(settings));
  const [baseline, setBaseline] = useState(() => formSnapshot(toForm(settings)));
  const [problems, setProblems] = useState(settings.problems);
  const [isLive, setIsLive] = useState(settings.is_live);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<unknown>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [showSummary, setShowSummary] = useState(false);
  const [savedMessage, setSavedMessage] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by each refused save: the first field marked invalid then takes the focus (the summary
  // when the refusal names no field on the form).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? summaryRef.current)?.focus();
  }, [refusals]);

  const { body, errors: clientErrors } = useMemo(() => toBody(form), [form]);
  const errors = { ...serverErrors, ...clientErrors };
  const errorCount = Object.keys(errors).length;
  const placed = fieldPaths(form);
  const unplaced = Object.entries(errors).filter(([path]) => !placed.has(path));
  const isDirty = formSnapshot(form) !== baseline;

  // Layout, not passive: the page's leave check must know before anything else can be clicked.
  useLayoutEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const edit = (change: Partial<SettingsForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setServerErrors({});
    setSaveError(null);
    setSavedMessage('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSavedMessage('');
    if (errorCount > 0) {
      setShowSummary(true);
      setRefusals((count) => count + 1);
      return;
    }
    setIsSaving(true);
    try {
      const saved = await onSave(body);
      const next = toForm(saved);
      setForm(next);
      setBaseline(formSnapshot(next));
      setProblems(saved.problems);
      setIsLive(saved.is_live);
      setShowSummary(false);
      setSavedMessage('Saved. Customers get the new settings with their next quote.');
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      setSaveError(error);
      setShowSummary(true);
      setRefusals((count) => count + 1);
    } finally {
      setIsSaving(false);
    }
  };

  const toggleTaskType = (type: (typeof TASK_TYPES)[number], checked: boolean) =>
    edit({
      taskTypes: checked
        ? [...form.taskTypes, type]
        : form.taskTypes.filter((existing) => existing !== type),
    });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Pickup and drop settings"
      className="space-y-4"
    >
      {problems.length ? (
        <div role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="font-semibold">Some stored settings could not be read:</p>
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem.key}>
                {PART_NAMES[problem.field]} ({problem.key}): {problem.message}.{' '}
                {problem.field === 'tariff' || problem.field === 'zones'
                  ? 'Pickup and drop is off until it is saved again; the form shows starting values.'
                  : 'The default is used until it is saved again.'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Section title="Service">
        <Switch
          label="Pickup and drop is on"
          description={
            isLive
              ? 'Customers can book tasks now.'
              : 'Off: customers see pickup and drop as unavailable.'
          }
          checked={form.isEnabled}
          onChange={(isEnabled) => edit({ isEnabled })}
        />
        <fieldset
          aria-describedby={errors.task_types ? 'task-types-error' : undefined}
          className="space-y-1"
        >
          <legend className="text-sm font-medium">Task types offered</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {TASK_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={form.taskTypes.includes(type)}
                  onChange={(event) => toggleTaskType(type, event.target.checked)}
                />
                {TASK_TYPE_LABELS[type]}
              </label>
            ))}
          </div>
          <FieldError id="task-types-error" error={errors.task_types} />
        </fieldset>
      </Section>

      <Section
        title="Fares"
        description="Amounts in rupees; tasks are measured in straight-line km."
      >
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <Field
            label="Base fare (₹)"
            unit="₹"
            inputMode="decimal"
            value={form.baseFare}
            onValue={(baseFare) => edit({ baseFare })}
            error={errors['tariff.baseFareMinor']}
          />
          <Field
            label="Base fare covers (km)"
            unit="km"
            inputMode="decimal"
            value={form.baseDistanceKm}
            onValue={(baseDistanceKm) => edit({ baseDistanceKm })}
            error={errors['tariff.baseDistanceKm']}
          />
          <Field
            label="Per km after that (₹)"
            unit="₹"
            inputMode="decimal"
            value={form.perKmFare}
            onValue={(perKmFare) => edit({ perKmFare })}
            error={errors['tariff.perKmMinor']}
          />
          <Field
            label="Minimum charged distance (km)"
            unit="km"
            inputMode="decimal"
            value={form.minDistanceKm}
            onValue={(minDistanceKm) => edit({ minDistanceKm })}
            error={errors['tariff.minDistanceKm']}
          />
          <Field
            label="Maximum distance (km)"
            unit="km"
            inputMode="decimal"
            value={form.maxDistanceKm}
            onValue={(maxDistanceKm) => edit({ maxDistanceKm })}
            error={errors['tariff.maxDistanceKm']}
          />
          <Field
            label="Tax (%)"
            unit="%"
            inputMode="decimal"
            value={form.taxPercent}
            onValue={(taxPercent) => edit({ taxPercent })}
            error={errors['tariff.taxBps']}
          />
        </div>
      </Section>

      <Section
        title="Weight bands"
        description="Lightest first. A parcel pays the fee of the first band it fits; heavier than the last band is refused."
      >
        <WeightBandsEditor
          bands={form.bands}
          errors={errors}
          onChange={(bands) => edit({ bands })}
        />
      </Section>

      <Section
        title="Surcharge windows"
        description="24-hour times; a window may run past midnight. The highest applying percent is added."
      >
        <SurchargesEditor
          surcharges={form.surcharges}
          errors={errors}
          onChange={(surcharges) => edit({ surcharges })}
        />
      </Section>

      <Section title="Service hours">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.allDay}
            onChange={(event) => edit({ allDay: event.target.checked })}
          />
          Open 24 hours
        </label>
        {form.allDay ? null : (
          <div className="grid max-w-md grid-cols-2 gap-3">
            <Field
              label="Opens at"
              type="time"
              value={form.open}
              onValue={(open) => edit({ open })}
              error={errors['tariff.serviceHours.open']}
            />
            <Field
              label="Closes at"
              type="time"
              value={form.close}
              onValue={(close) => edit({ close })}
              error={errors['tariff.serviceHours.close']}
            />
          </div>
        )}
      </Section>

      <Section
        title="Service zones"
        description="Each zone is a centre and a radius. A task's two stops must lie inside one same zone: a task never goes from one zone to another."
      >
        <ZonesEditor zones={form.zones} errors={errors} onChange={(zones) => edit({ zones })} />
      </Section>

      <Section title="Riders and proof">
        <Switch
          label="Photo proof allowed"
          description="A rider may deliver with a photo when the recipient is absent."
          checked={form.proofPhotoAllowed}
          onChange={(proofPhotoAllowed) => edit({ proofPhotoAllowed })}
        />
        <Field
          label="Offer tasks to riders within (km of the pickup)"
          unit="km"
          inputMode="decimal"
          value={form.dispatchKm}
          onValue={(dispatchKm) => edit({ dispatchKm })}
          error={errors.dispatch_radius_km}
          className="max-w-xs"
        />
      </Section>

      <Section
        title={`Example price: ${EXAMPLE_TASK.distanceKm} km, ${EXAMPLE_TASK.weightKg} kg`}
        description="Priced as the server will, from the values above (before saving)."
      >
        <ExamplePrice tariff={validTariff(body)} />
      </Section>

      <div
        ref={summaryRef}
        tabIndex={-1}
        className="sticky bottom-0 space-y-2 border-t border-line bg-white py-3"
      >
        {showSummary && (errorCount > 0 || saveError) ? (
          <ErrorNote>
            {errorCount > 0
              ? `Not saved: ${errorCount === 1 ? 'one field needs' : `${errorCount} fields need`} attention.`
              : `Not saved: ${errorMessage(saveError)}`}
            {unplaced.map(([path, message]) => (
              <span key={path} className="block">
                {path}: {message}
              </span>
            ))}
          </ErrorNote>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" tone="primary" disabled={isSaving}>
            {isSaving ? 'Saving…' : 'Save'}
          </Button>
          <p role="status" className="text-sm">
            {savedMessage ? (
              <span className="font-medium text-green-800">{savedMessage}</span>
            ) : isDirty ? (
              <span className="text-muted">Unsaved changes.</span>
            ) : null}
          </p>
        </div>
      </div>
    </form>
  );
}

import { LabeledInput, Switch } from '../../../components/ui';
import { ImageField } from '../../../components/image-field';
import { uploadStoreImage, useStoreCategories } from '../api';
import { WEEKDAYS, WEEKDAY_NAMES, slugOf, type StoreForm } from '../lib/store-form';

type Set = (change: Partial<StoreForm>) => void;
const grid =
  'grid grid-cols-1 items-center gap-x-2 gap-y-1 text-sm max-w-3xl sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-y-2';
const label = 'font-medium';

/** Name, slug, module, texts, contact, images, cuisines. */
export function BasicsStep({ form, set, isNew }: { form: StoreForm; set: Set; isNew: boolean }) {
  const categories = useStoreCategories();
  return (
    <div className="space-y-4">
      <div className={grid}>
        <LabeledInput
          label="Name"
          labelClassName={label}
          value={form.name}
          maxLength={120}
          required
          onValue={(name) =>
            set(isNew && form.slug === slugOf(form.name) ? { name, slug: slugOf(name) } : { name })
          }
        />
        <LabeledInput
          label="Slug"
          labelClassName={label}
          value={form.slug}
          maxLength={80}
          onValue={(slug) => set({ slug })}
        />
        <label htmlFor="store-module" className={label}>
          Module
        </label>
        <select
          id="store-module"
          value={form.module}
          onChange={(event) => set({ module: event.target.value as StoreForm['module'] })}
          className="rounded-md border border-line px-2 py-1"
        >
          <option value="food">Food</option>
          <option value="grocery">Grocery</option>
        </select>
        <label htmlFor="store-description" className={label}>
          Description
        </label>
        <textarea
          id="store-description"
          value={form.description}
          maxLength={2000}
          onChange={(event) => set({ description: event.target.value })}
          className="rounded-md border border-line px-2 py-1"
        />
        <LabeledInput
          label="Address"
          labelClassName={label}
          value={form.address}
          maxLength={300}
          onValue={(address) => set({ address })}
        />
        <LabeledInput
          label="Landmark"
          labelClassName={label}
          value={form.landmark}
          maxLength={200}
          onValue={(landmark) => set({ landmark })}
        />
        <LabeledInput
          label="Phone"
          labelClassName={label}
          type="tel"
          value={form.phone}
          maxLength={20}
          onValue={(phone) => set({ phone })}
        />
      </div>
      <div className="grid max-w-3xl gap-4 md:grid-cols-2">
        <ImageField
          label="Logo"
          value={form.image}
          onChange={(image) => set({ image })}
          upload={uploadStoreImage}
        />
        <ImageField
          label="Banner"
          value={form.banner_image}
          onChange={(banner_image) => set({ banner_image })}
          upload={uploadStoreImage}
        />
      </div>
      <fieldset className="max-w-3xl rounded-md border border-line p-3">
        <legend className="px-1 font-semibold">Store categories (cuisines)</legend>
        {categories.isPending ? <p role="status">Loading…</p> : null}
        <div className="flex flex-wrap gap-3 text-sm">
          {categories.data?.map((category) => (
            <label key={category.id} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={form.category_ids.includes(category.id)}
                onChange={(event) =>
                  set({
                    category_ids: event.target.checked
                      ? [...form.category_ids, category.id]
                      : form.category_ids.filter((id) => id !== category.id),
                  })
                }
              />
              {category.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="max-w-3xl">
        <Switch
          label="Pure veg"
          checked={form.is_pureveg}
          onChange={(is_pureveg) => set({ is_pureveg })}
        />
      </div>
    </div>
  );
}

/** Where the store is and how far it delivers (the zone is drawn in the next step). */
export function LocationFields({ form, set }: { form: StoreForm; set: Set }) {
  return (
    <div className={grid}>
      <LabeledInput
        label="Latitude"
        labelClassName={label}
        inputMode="decimal"
        value={form.latitude}
        onValue={(latitude) => set({ latitude })}
      />
      <LabeledInput
        label="Longitude"
        labelClassName={label}
        inputMode="decimal"
        value={form.longitude}
        onValue={(longitude) => set({ longitude })}
      />
      <LabeledInput
        label="Delivery radius (km)"
        labelClassName={label}
        inputMode="decimal"
        value={form.delivery_radius_km}
        onValue={(delivery_radius_km) => set({ delivery_radius_km })}
      />
    </div>
  );
}

/** Delivery types, charges, thresholds, commission, tax and times. */
export function MoneyStep({ form, set }: { form: StoreForm; set: Set }) {
  const money = (name: keyof StoreForm, text: string) => (
    <LabeledInput
      label={text}
      labelClassName={label}
      inputMode="decimal"
      value={form[name] as string}
      onValue={(value) => set({ [name]: value })}
    />
  );
  return (
    <div className={grid}>
      <label htmlFor="store-delivery-type" className={label}>
        Delivery types
      </label>
      <select
        id="store-delivery-type"
        value={form.delivery_type}
        onChange={(event) => set({ delivery_type: Number(event.target.value) as 1 | 2 | 3 })}
        className="rounded-md border border-line px-2 py-1"
      >
        <option value={1}>Delivery</option>
        <option value={2}>Self-pickup</option>
        <option value={3}>Both</option>
      </select>
      {money('commission_percent', 'Commission (%)')}
      {money('tax_percent', 'Tax (%)')}
      {money('min_order', 'Minimum order')}
      {money('free_delivery', 'Free delivery from (empty: never)')}
      {money('store_charge', 'Packaging charge')}
      <label htmlFor="store-charge-type" className={label}>
        Delivery charge
      </label>
      <select
        id="store-charge-type"
        value={form.delivery_charge_type}
        onChange={(event) =>
          set({ delivery_charge_type: event.target.value as 'FIXED' | 'DYNAMIC' })
        }
        className="rounded-md border border-line px-2 py-1"
      >
        <option value="FIXED">Fixed</option>
        <option value="DYNAMIC">By distance</option>
      </select>
      {form.delivery_charge_type === 'FIXED' ? (
        money('delivery_charge', 'Fixed delivery charge')
      ) : (
        <>
          {money('base_delivery_charge', 'Base charge')}
          {money('base_delivery_distance_km', 'Base distance (km)')}
          {money('extra_delivery_charge_per_km', 'Per extra km')}
        </>
      )}
      {money('prep_minutes', 'Preparation (minutes)')}
      {money('delivery_time_minutes', 'Delivery time shown (minutes)')}
    </div>
  );
}

/** Opening hours per weekday, or always open. */
export function HoursStep({ form, set }: { form: StoreForm; set: Set }) {
  return (
    <div className="max-w-3xl space-y-2">
      <Switch
        label="Always open"
        checked={form.always_open}
        onChange={(always_open) => set({ always_open })}
      />
      {form.always_open ? null : (
        <div className={grid}>
          {WEEKDAYS.map((day, index) => (
            <LabeledInput
              key={day}
              label={WEEKDAY_NAMES[index]!}
              labelClassName={label}
              placeholder="11:00-15:00, 18:00-23:00 (empty: closed)"
              value={form.hours[day]}
              onValue={(text) => set({ hours: { ...form.hours, [day]: text } })}
            />
          ))}
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import { consolePost, errorMessage } from '../../lib/console-api';
import { ImageField } from '../image-field';
import { itemLabel, useSaveItem, type MenuCategory, type MenuItem } from '../../lib/menu-api';
import { fromMinor, toMinorField } from '../../lib/money-input';
import { Button, ErrorNote, LabeledInput, Switch } from '../ui';
import { AddonGroups } from './addon-groups';

/** A new or an edited item: every field the customer app shows, checked here as the server checks it. */
export function ItemForm({
  storeId,
  categories,
  item,
  defaultCategoryId,
  onDone,
}: {
  storeId: number;
  categories: MenuCategory[];
  item: MenuItem | null;
  defaultCategoryId: number;
  onDone: () => void;
}) {
  const save = useSaveItem(storeId);
  const [categoryId, setCategoryId] = useState(item?.category_id ?? defaultCategoryId);
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [image, setImage] = useState(item?.image ?? '');
  const [price, setPrice] = useState(fromMinor(item?.price_minor));
  const [oldPrice, setOldPrice] = useState(fromMinor(item?.old_price_minor));
  const [sortOrder, setSortOrder] = useState(String(item?.sort_order ?? 0));
  const [flags, setFlags] = useState({
    is_veg: item?.is_veg ?? true,
    is_available: item?.is_available ?? true,
    is_recommended: item?.is_recommended ?? false,
    is_popular: item?.is_popular ?? false,
  });
  const priceMinor = toMinorField(price);
  const oldMinor = toMinorField(oldPrice);
  const sort = Number(sortOrder);
  const problem = !name.trim()
    ? 'Give the item a name.'
    : priceMinor === null || Number.isNaN(priceMinor)
      ? 'Enter a price, like 120 or 120.50.'
      : oldMinor !== null && (Number.isNaN(oldMinor) || oldMinor <= priceMinor)
        ? 'The old price must be above the price, or empty.'
        : !Number.isInteger(sort) || sort < 0 || sort > 32000
          ? 'The position is a whole number from 0.'
          : null;
  const [tried, setTried] = useState(false);

  return (
    <div className="space-y-3 rounded-md border border-line bg-white p-3">
      <form
        aria-label={item ? `Edit ${itemLabel(item)}` : 'New item'}
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (problem || priceMinor === null) return;
          save.mutate(
            {
              ...(item ? { item_id: item.id } : {}),
              category_id: categoryId,
              name: name.trim(),
              description: description.trim(),
              image: image.trim(),
              price_minor: priceMinor,
              old_price_minor: oldMinor,
              sort_order: sort,
              ...flags,
            },
            { onSuccess: () => (item ? undefined : onDone()) },
          );
        }}
      >
        <h3 className="font-semibold">{item ? `Edit ${itemLabel(item)}` : 'New item'}</h3>
        <div className="grid grid-cols-[8rem_1fr] items-center gap-2 text-sm">
          <label htmlFor="item-category">Section</label>
          <select
            id="item-category"
            value={categoryId}
            onChange={(event) => setCategoryId(Number(event.target.value))}
            className="rounded-md border border-line px-2 py-1"
          >
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          <LabeledInput label="Name" value={name} onValue={setName} maxLength={120} required />
          <label htmlFor="item-description">Description</label>
          <textarea
            id="item-description"
            value={description}
            maxLength={1000}
            onChange={(event) => setDescription(event.target.value)}
            className="rounded-md border border-line px-2 py-1"
          />
          <LabeledInput
            label="Price"
            value={price}
            onValue={setPrice}
            inputMode="decimal"
            required
          />
          <LabeledInput
            label="Old price"
            value={oldPrice}
            onValue={setOldPrice}
            inputMode="decimal"
          />
          <LabeledInput
            label="Position"
            value={sortOrder}
            onValue={setSortOrder}
            inputMode="numeric"
          />
        </div>
        <ImageField
          label="Image"
          value={image}
          onChange={setImage}
          upload={(dataUrl) =>
            consolePost<{ url: string }>('menu/upload-image', { store_id: storeId, image: dataUrl })
          }
        />
        <div className="grid gap-x-6 sm:grid-cols-2">
          <Switch
            label="Veg"
            checked={flags.is_veg}
            onChange={(v) => setFlags({ ...flags, is_veg: v })}
          />
          <Switch
            label="Available"
            description="Off: sold out"
            checked={flags.is_available}
            onChange={(v) => setFlags({ ...flags, is_available: v })}
          />
          <Switch
            label="Recommended"
            checked={flags.is_recommended}
            onChange={(v) => setFlags({ ...flags, is_recommended: v })}
          />
          <Switch
            label="Popular"
            checked={flags.is_popular}
            onChange={(v) => setFlags({ ...flags, is_popular: v })}
          />
        </div>
        {tried && problem ? <ErrorNote>{problem}</ErrorNote> : null}
        {save.isError ? <ErrorNote>{errorMessage(save.error)}</ErrorNote> : null}
        {save.isSuccess && item ? (
          <p role="status" className="text-sm text-green-800">
            Saved.
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button type="submit" tone="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : item ? 'Save item' : 'Create item'}
          </Button>
          <Button onClick={onDone}>{item ? 'Close' : 'Cancel'}</Button>
        </div>
      </form>
      {item ? <AddonGroups storeId={storeId} item={item} /> : null}
    </div>
  );
}

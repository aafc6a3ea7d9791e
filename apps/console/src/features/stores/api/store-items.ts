import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consolePost } from '../../../lib/console-api';
import { storeItemsQueryKey, type StoreItem } from '../../../lib/store-items';

export { useStoreItems, type StoreItem } from '../../../lib/store-items';

/** set-item-availability: available, or sold out for today. */
export function setItemAvailability({
  itemId,
  isAvailable,
}: {
  itemId: number;
  isAvailable: boolean;
}): Promise<StoreItem> {
  return consolePost<StoreItem>('set-item-availability', {
    item_id: itemId,
    is_available: isAvailable,
  });
}

/** set-item-stock (grocery): the counted units on the shelf, or null for not counted. */
export function setItemStock({
  itemId,
  stockCount,
}: {
  itemId: number;
  stockCount: number | null;
}): Promise<StoreItem> {
  return consolePost<StoreItem>('set-item-stock', { item_id: itemId, stock_count: stockCount });
}

function useItemMutation<Input>(storeId: number, mutationFn: (input: Input) => Promise<StoreItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (item) =>
      queryClient.setQueryData<StoreItem[]>(storeItemsQueryKey(storeId), (items) =>
        items?.map((existing) => (existing.id === item.id ? item : existing)),
      ),
  });
}

export function useSetItemAvailability({ storeId }: { storeId: number }) {
  return useItemMutation(storeId, setItemAvailability);
}

export function useSetItemStock({ storeId }: { storeId: number }) {
  return useItemMutation(storeId, setItemStock);
}

export interface ItemEdit {
  itemId: number;
  price: number;
  mrp: number | null;
  packQuantity: number | null;
  packUnit: 'g' | 'kg' | 'ml' | 'l' | 'pcs' | null;
  maxPerOrder: number | null;
}

/** update-item: price and, for grocery, MRP, pack size and per-order maximum (minor units). */
export function updateItem(edit: ItemEdit): Promise<StoreItem> {
  return consolePost<StoreItem>('update-item', {
    item_id: edit.itemId,
    price: edit.price,
    mrp: edit.mrp,
    pack_quantity: edit.packQuantity,
    pack_unit: edit.packUnit,
    max_per_order: edit.maxPerOrder,
  });
}

export function useUpdateItem({ storeId }: { storeId: number }) {
  return useItemMutation(storeId, updateItem);
}

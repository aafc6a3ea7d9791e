import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuCategory, MenuItem, StoreMenu } from '@app/shared/console/menu-admin.schemas';
import { consolePost } from './console-api';

export type { MenuCategory, MenuItem, StoreMenu };

/**
 * A store's menu (menu/* calls): the owner's /menu page and the admin's store menu share these.
 * Every write answers the record; the menu is fetched again after each.
 */
/** An item's name with its pack size when it has one ("Toned Milk 500 ml"): same-named packs differ. */
export function itemLabel(item: Pick<MenuItem, 'name' | 'pack_label'>): string {
  return item.pack_label ? `${item.name} ${item.pack_label}` : item.name;
}

export const menuQueryKey = (storeId: number) => ['console-menu', storeId] as const;

export function useStoreMenu(storeId: number | null) {
  return useQuery({
    queryKey: menuQueryKey(storeId ?? 0),
    queryFn: () => consolePost<StoreMenu>('menu/get', { store_id: storeId }),
    enabled: storeId !== null,
  });
}

export interface CategoryInput {
  category_id?: number;
  name: string;
  sort_order: number;
  is_active: boolean;
  /** Absent: a new section is `menu`, a changed one keeps its kind. */
  kind?: 'menu' | 'meat';
}

export interface ItemInput {
  item_id?: number;
  category_id: number;
  name: string;
  description: string;
  image: string;
  price_minor: number;
  old_price_minor: number | null;
  is_veg: boolean;
  is_available: boolean;
  is_recommended: boolean;
  is_popular: boolean;
  sort_order: number;
}

export interface AddonGroupInput {
  item_id: number;
  group_id?: number;
  name: string;
  min_choices: number;
  max_choices: number;
  sort_order: number;
  addons: {
    id?: number;
    name: string;
    price_minor: number;
    is_available: boolean;
    sort_order: number;
  }[];
}

/** One menu write; on success the menu is read again. */
export function useMenuWrite<Input extends object, Answer>(storeId: number, call: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      consolePost<Answer>(`menu/${call}`, { store_id: storeId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuQueryKey(storeId) }),
  });
}

export const useSaveCategory = (storeId: number) =>
  useMenuWrite<CategoryInput, MenuCategory>(storeId, 'save-category');
export const useDeleteCategory = (storeId: number) =>
  useMenuWrite<{ category_id: number }, unknown>(storeId, 'delete-category');
export const useSaveItem = (storeId: number) =>
  useMenuWrite<ItemInput, MenuItem>(storeId, 'save-item');
export const useDeleteItem = (storeId: number) =>
  useMenuWrite<{ item_id: number }, unknown>(storeId, 'delete-item');
export const useSaveAddonGroup = (storeId: number) =>
  useMenuWrite<AddonGroupInput, MenuItem>(storeId, 'save-addon-group');
export const useDeleteAddonGroup = (storeId: number) =>
  useMenuWrite<{ group_id: number }, MenuItem>(storeId, 'delete-addon-group');

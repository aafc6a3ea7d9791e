import { sql } from 'drizzle-orm';

/** A store as a search hit or a grocery "order again" item names it. */
export interface StoreSummaryRow {
  store_id: number;
  store_slug: string;
  store_name: string;
  store_image: string;
  store_is_active: boolean;
}

export const storeSummaryColumns = sql.raw(`stores.id as store_id, stores.slug as store_slug,
  stores.name as store_name, stores.image as store_image, stores.is_active as store_is_active`);

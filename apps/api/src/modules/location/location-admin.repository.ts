import type { ContentTable } from '../../lib/content-table';
import { popularLocations } from './location.table';

/** Popular locations as the console's content editor edits them (issue 17). */
export const POPULAR_LOCATIONS_TABLE = {
  table: popularLocations,
  id: popularLocations.id,
  order: popularLocations.sortOrder,
  columns: {
    name: popularLocations.name,
    formatted_address: popularLocations.formattedAddress,
    city: popularLocations.city,
    state: popularLocations.state,
    latitude: popularLocations.latitude,
    longitude: popularLocations.longitude,
  },
} as const satisfies ContentTable;

export interface ReversePlace {
  formattedAddress: string;
  city: string;
  state: string;
}

export interface ForwardPlace {
  name: string;
  formattedAddress: string;
  latitude: number;
  longitude: number;
}

/** Reverse lookup and place search (ARCHITECTURE §6). Providers: offline and Nominatim. */
export interface Geocoder {
  name: string;
  reverse(input: { lat: number; lng: number }): Promise<ReversePlace>;
  search(input: { query: string; limit: number }): Promise<ForwardPlace[]>;
}

export function formatCoordinates({ lat, lng }: { lat: number; lng: number }): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

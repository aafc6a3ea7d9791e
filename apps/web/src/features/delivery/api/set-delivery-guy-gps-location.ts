import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { RiderAuth } from '../stores/delivery-user-store';

export type GpsLocationInput = RiderAuth & {
  latitude: number;
  longitude: number;
  heading?: number | null;
};

/** delivery/set-delivery-guy-gps-location: the rider's position, for their active orders' customers. */
export async function setDeliveryGuyGpsLocation(input: GpsLocationInput): Promise<{ at: string }> {
  const response = await apiPost<ApiSuccess<{ at: string }>>(
    'delivery/set-delivery-guy-gps-location',
    input,
  );
  return response.data;
}

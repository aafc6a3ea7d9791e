import { API_BASE } from '../api-client';

/** EventSource cannot send headers, so streams take the token as a query parameter. */
export function orderStreamUrl({ uniqueOrderId, token }: { uniqueOrderId: string; token: string }) {
  return `${API_BASE}/stream/order/${encodeURIComponent(uniqueOrderId)}?token=${encodeURIComponent(token)}`;
}

export function riderStreamUrl({ token }: { token: string }) {
  return `${API_BASE}/stream/rider?token=${encodeURIComponent(token)}`;
}

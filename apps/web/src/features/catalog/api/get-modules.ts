import type { ModuleTile, Position, PromoSlider } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface ModulesData {
  modules: ModuleTile[];
  feature_sliders: PromoSlider[];
}

export async function getModules(position: Position): Promise<ModulesData> {
  const response = await apiPost<ApiSuccess<ModulesData>>('get-modules', position);
  return response.data;
}

export function getModulesQueryOptions(position: Position) {
  return queryOptions({
    queryKey: ['get-modules', position],
    queryFn: () => getModules(position),
    staleTime: 5 * 60_000,
  });
}

export function useModules(position: Position) {
  return useQuery(getModulesQueryOptions(position));
}

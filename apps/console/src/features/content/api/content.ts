import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentKind } from '@app/shared/catalog/content-admin.schemas';
import { consolePost } from '../../../lib/console-api';

export type Row = Record<string, unknown> & { id: number; sort_order: number };
export interface ContentList {
  rows: Row[];
  sliders?: { id: number; name: string; kind: string }[];
}

const key = (kind: ContentKind) => ['admin-content', kind] as const;

export function useContentList(kind: ContentKind) {
  return useQuery({
    queryKey: key(kind),
    queryFn: () => consolePost<ContentList>(`admin/content/${kind}/list`),
  });
}

export function useContentMutations(kind: ContentKind) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key(kind) });
  return {
    save: useMutation({
      mutationFn: (body: { id?: number; fields: Record<string, unknown> }) =>
        consolePost<Row>(`admin/content/${kind}/save`, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        consolePost<{ id: number }>(`admin/content/${kind}/delete`, { id }),
      onSuccess: refresh,
    }),
    reorder: useMutation({
      mutationFn: (ids: number[]) =>
        consolePost<ContentList>(`admin/content/${kind}/reorder`, { ids }),
      onSuccess: (list) => queryClient.setQueryData(key(kind), list),
    }),
  };
}

/** content/preview-html: a page body as the server would store it (sanitised). */
export function previewPageHtml(html: string) {
  return consolePost<{ html: string }>('admin/content/preview-html', { html });
}

/** admin/content/upload-image: stores a tile, slide or offer image; answers its URL for the field. */
export function uploadContentImage(image: string) {
  return consolePost<{ url: string }>('admin/content/upload-image', { image });
}

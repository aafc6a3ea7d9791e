import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { OrdersCsv } from '@app/shared/console/admin-orders.schemas';
import { ErrorNote } from '../../../components/ui';
import { consolePost, errorMessage } from '../../../lib/console-api';
import { downloadText } from '../../../lib/use-paged-list';

const count = (value: number) => value.toLocaleString('en');

/**
 * The orders CSV of the current filters: downloads the file, and says so when the server cut it
 * short (more orders matched than one export holds) or refused it. `body` is read at each export.
 */
export function useOrdersExport(body: () => object): {
  start: () => void;
  isPending: boolean;
  notice: ReactNode;
} {
  const [notice, setNotice] = useState<ReactNode>(null);
  const exportCsv = useMutation({
    mutationFn: () => consolePost<OrdersCsv>('admin/orders/export', body()),
    onMutate: () => setNotice(null),
    onSuccess: (data) => {
      downloadText(data.filename, data.csv);
      setNotice(
        data.truncated ? (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Only the first {count(data.rows)} orders were exported ({count(data.matched)} match);
            narrow the filters.
          </p>
        ) : null,
      );
    },
    onError: (error) => setNotice(<ErrorNote>{errorMessage(error)}</ErrorNote>),
  });
  return { start: () => exportCsv.mutate(), isPending: exportCsv.isPending, notice };
}

import { useId, useState } from 'react';
import type { TranslationRow } from '@app/shared/i18n/i18n-admin.schemas';
import { Button } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { useSaveString } from '../api/languages';

/** One string's translation with its own Save; empty removes it (the default's text shows). */
export function StringRowEditor({
  languageId,
  row,
  isRtl,
}: {
  languageId: number;
  row: TranslationRow;
  isRtl: boolean;
}) {
  const [value, setValue] = useState(row.value);
  const [saved, setSaved] = useState(row.value);
  const save = useSaveString();
  const statusId = useId();
  const isChanged = value.trim() !== saved;
  return (
    <div className="flex items-start gap-2">
      <textarea
        aria-label={`Translation of ${row.key}`}
        aria-describedby={statusId}
        dir={isRtl ? 'rtl' : 'ltr'}
        rows={Math.min(
          4,
          Math.max(1, Math.ceil(Math.max(value.length, row.default_value.length) / 50)),
        )}
        className="min-w-0 flex-1 rounded-md border border-line px-2 py-1 text-sm"
        value={value}
        maxLength={2000}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button
        disabled={!isChanged || save.isPending}
        aria-label={`Save ${row.key}`}
        onClick={() =>
          save.mutate(
            { language_id: languageId, key: row.key, value },
            {
              onSuccess: (result) => {
                setSaved(result.value);
                setValue(result.value);
              },
            },
          )
        }
      >
        Save
      </Button>
      <span id={statusId} role="status" className="w-16 pt-2 text-xs">
        {save.isError ? (
          <span className="text-red-800">{errorMessage(save.error)}</span>
        ) : save.isSuccess && !isChanged ? (
          <span className="text-green-800">Saved</span>
        ) : value.trim() === '' ? (
          <span className="text-muted">Missing</span>
        ) : null}
      </span>
    </div>
  );
}

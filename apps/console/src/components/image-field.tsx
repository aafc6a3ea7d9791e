import { useId, useState } from 'react';
import { errorMessage } from '../lib/console-api';

const MAX_BYTES = 1024 * 1024;

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * Sends a chosen file (at most 1 MB, refused here before sending) as a data URL with `upload` and
 * gives the stored image's URL to `onChange`; `status` shows "Uploading…" or the error.
 */
export function useImageUpload(
  upload: (dataUrl: string) => Promise<{ url: string }>,
  onChange: (url: string) => void,
) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const send = (file: File) => {
    if (file.size > MAX_BYTES) return setState({ busy: false, error: 'The image is over 1 MB.' });
    setState({ busy: true, error: null });
    const reader = new FileReader();
    reader.onload = () => {
      upload(String(reader.result))
        .then(({ url }) => {
          onChange(url);
          setState({ busy: false, error: null });
        })
        .catch((error: unknown) => setState({ busy: false, error: errorMessage(error) }));
    };
    reader.onerror = () => setState({ busy: false, error: 'The file could not be read.' });
    reader.readAsDataURL(file);
  };
  const status = (
    <>
      {state.busy ? (
        <p role="status" className="text-sm">
          Uploading…
        </p>
      ) : null}
      {state.error ? (
        <p role="alert" className="text-sm text-red-800">
          {state.error}
        </p>
      ) : null}
    </>
  );
  return { send, status, isBusy: state.busy };
}

/** An image: upload a PNG, JPEG or WebP (at most 1 MB, stored like avatars) or paste a URL. */
export function ImageField({
  label,
  value,
  onChange,
  upload,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Sends the image as a data URL; answers the stored image's URL. */
  upload: (dataUrl: string) => Promise<{ url: string }>;
}) {
  const id = useId();
  const { send, status } = useImageUpload(upload, onChange);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={`${label} preview`}
            className="h-16 w-16 rounded-md border border-line object-cover"
          />
        ) : (
          <span className="flex h-16 w-16 items-center justify-center rounded-md border border-dashed border-line text-xs text-muted">
            None
          </span>
        )}
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) send(file);
          }}
          className="text-sm"
        />
        <input
          aria-label={`${label} URL`}
          value={value}
          maxLength={500}
          onChange={(event) => onChange(event.target.value)}
          className="min-w-48 flex-1 rounded-md border border-line px-2 py-1 text-sm"
        />
      </div>
      {status}
    </div>
  );
}

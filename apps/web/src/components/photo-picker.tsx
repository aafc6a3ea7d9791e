import { useState, type ReactNode } from 'react';
import { photoDataUrl } from '../lib/photo-data-url';

/**
 * A hidden photo file input (the camera on a phone) whose picture is shrunk to a JPEG data URL
 * (`photoDataUrl`) and handed to `onPhoto`; `children` draw the buttons that open it, and a failed
 * read shows `failedText` below them. Renders no wrapper: its parts sit in the caller's layout.
 */
export function PhotoPicker({
  testId,
  capture,
  failedText,
  onPhoto,
  children,
}: {
  testId: string;
  /** `environment`: the back camera straight away (the rider's proof). */
  capture?: 'environment';
  failedText: string;
  onPhoto: (dataUrl: string) => void;
  children: (picker: { open: () => void; isReading: boolean }) => ReactNode;
}) {
  // The input element in state, not a ref: `open` is handed to the children while rendering.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [isReading, setReading] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const open = () => input?.click();
  return (
    <>
      <input
        ref={setInput}
        type="file"
        accept="image/*"
        capture={capture}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setFailed(false);
          setReading(true);
          photoDataUrl(file)
            .then(onPhoto)
            .catch(() => setFailed(true))
            .finally(() => setReading(false));
        }}
      />
      {children({ open, isReading })}
      {hasFailed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failedText}
        </p>
      ) : null}
    </>
  );
}

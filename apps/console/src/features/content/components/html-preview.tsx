import { useEffect, useState } from 'react';
import { previewPageHtml } from '../api/content';

/** The page body as customers will see it: sanitised by the server, a moment after typing stops. */
export function HtmlPreview({ html, labelId }: { html: string; labelId: string }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [isError, setIsError] = useState(false);
  useEffect(() => {
    let isCancelled = false;
    const timer = window.setTimeout(() => {
      previewPageHtml(html).then(
        (result) => {
          if (isCancelled) return;
          setPreview(result.html);
          setIsError(false);
        },
        () => !isCancelled && setIsError(true),
      );
    }, 400);
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
    };
  }, [html]);
  return (
    <section aria-labelledby={labelId} className="rounded-md border border-dashed border-line p-3">
      <h4 id={labelId} className="mb-1 text-xs font-semibold uppercase text-muted">
        Preview (sanitised)
      </h4>
      {isError ? (
        <p className="text-sm text-red-800">The preview could not be loaded.</p>
      ) : preview === null ? (
        <p className="text-sm text-muted">Loading preview…</p>
      ) : (
        // Only the server sanitiser's output is rendered here.
        <div className="text-sm" dangerouslySetInnerHTML={{ __html: preview }} />
      )}
    </section>
  );
}

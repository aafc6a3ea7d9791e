import { useEffect, useState } from 'react';
import { previewHtml } from '../api/admin-settings';

/**
 * The HTML as customers will see it: sanitised by the server (the one sanitiser), fetched a
 * moment after typing stops. Only the server's output is rendered.
 */
export function HtmlPreview({ html, labelId }: { html: string; labelId: string }) {
  const [preview, setPreview] = useState<{ html: string } | { error: true } | null>(null);

  useEffect(() => {
    let isCancelled = false;
    const timer = window.setTimeout(() => {
      previewHtml(html).then(
        (result) => !isCancelled && setPreview(result),
        () => !isCancelled && setPreview({ error: true }),
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
      {preview === null ? (
        <p className="text-sm text-muted">Loading preview…</p>
      ) : 'error' in preview ? (
        <p className="text-sm text-red-800">The preview could not be loaded.</p>
      ) : preview.html === '' ? (
        <p className="text-sm text-muted">Nothing to show.</p>
      ) : (
        // Only the server sanitiser's output is rendered here.
        <div className="prose text-sm" dangerouslySetInnerHTML={{ __html: preview.html }} />
      )}
    </section>
  );
}

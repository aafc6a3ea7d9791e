/** The copy confirmation, announced politely; always in the page so screen readers hear it. */
export function CouponCopyToast({ message }: { message: string | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1.5rem+var(--bottom-notice-height,0px))] z-40 mx-auto flex max-w-md justify-center px-4"
    >
      {message ? (
        <p className="rounded-xl bg-ink px-4 py-3 text-sm font-semibold text-white shadow-bar">
          {message}
        </p>
      ) : null}
    </div>
  );
}

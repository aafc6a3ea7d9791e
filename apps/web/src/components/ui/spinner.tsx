/** A decorative spinner; the surrounding status region says what is loading. */
export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <svg
      className={`animate-spin text-primary ${className}`}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path
        d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Full-screen loading state, announced politely to screen readers. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid min-h-dvh place-items-center bg-white">
      <div className="flex flex-col items-center gap-3">
        <Spinner className="size-10" />
        <span className="text-sm font-medium text-muted">{label}</span>
      </div>
    </div>
  );
}

/** A grey placeholder block that pulses while content loads; decorative (the region says "loading"). */
export function Skeleton({ className = '' }: { className?: string }) {
  // A caller's own rounding wins (both classes at once let the stylesheet's order decide).
  const rounding = /(^|\s)rounded/.test(className) ? '' : 'rounded-lg ';
  return (
    <span aria-hidden="true" className={`block animate-pulse ${rounding}bg-canvas ${className}`} />
  );
}

/** Wraps skeletons in a polite status region so screen readers hear that something is loading. */
export function SkeletonRegion({
  label,
  children,
  className = '',
  testId,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      className={className}
      data-testid={testId}
    >
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

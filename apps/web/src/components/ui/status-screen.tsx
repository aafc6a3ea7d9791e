import type { ReactNode } from 'react';

/** A centred full-page message: not found, coming soon, errors. The title is the page heading. */
export function StatusScreen({
  illustration,
  eyebrow,
  title,
  message,
  children,
  className = '',
}: {
  illustration?: ReactNode;
  /** A short line above the title, e.g. the name of the page. */
  eyebrow?: string;
  title: string;
  message: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <main
      className={`mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center px-8 py-12 text-center ${className}`}
    >
      {illustration ? <div className="mb-6">{illustration}</div> : null}
      {eyebrow ? (
        <p className="mb-2 text-xs font-bold tracking-[0.14em] text-primary-strong uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
      <p className="mt-3 max-w-xs text-[15px] leading-relaxed text-muted">{message}</p>
      {children ? (
        <div className="mt-8 flex w-full flex-col items-center gap-3">{children}</div>
      ) : null}
    </main>
  );
}

/** A soft disc with an icon in it, the illustration of status screens. */
export function StatusBadge({ children }: { children: ReactNode }) {
  return (
    <div className="grid size-28 place-items-center rounded-full bg-primary-soft text-primary [&>svg]:size-12">
      {children}
    </div>
  );
}

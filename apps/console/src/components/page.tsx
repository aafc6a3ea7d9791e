import { useEffect, type ReactNode } from 'react';

/** A console page: its title (also the document title), actions on the right, then the content. */
export function Page({
  title,
  actions,
  children,
  width = 'wide',
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  width?: 'wide' | 'narrow';
}) {
  useEffect(() => {
    document.title = `${title} · Swiftbite console`;
  }, [title]);
  return (
    <main className={`mx-auto space-y-4 p-4 ${width === 'wide' ? 'max-w-7xl' : 'max-w-4xl'}`}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold">{title}</h1>
        {actions ? <div className="ml-auto flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </main>
  );
}

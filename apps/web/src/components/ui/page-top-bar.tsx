import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeftIcon } from './icons';

/** The plain top bar of inner pages: a back button (history back, else home) and the page title. */
export function PageTopBar({
  title,
  backLabel,
  action,
}: {
  title: string;
  backLabel: string;
  action?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-line bg-white px-2">
      <button
        type="button"
        aria-label={backLabel}
        onClick={() => {
          if (window.history.state && window.history.state.idx > 0) void navigate(-1);
          else void navigate('/');
        }}
        className="grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-canvas"
      >
        <ArrowLeftIcon />
      </button>
      <h1 className="min-w-0 flex-1 truncate text-[17px] font-extrabold text-ink">{title}</h1>
      {action}
    </header>
  );
}

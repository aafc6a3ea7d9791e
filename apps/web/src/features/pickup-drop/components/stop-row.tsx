import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { DraftStop, StopKind } from '../stores/pickup-drop-draft-store';

const DOT: Record<StopKind, string> = { pickup: 'bg-veg', drop: 'bg-red-600' };

/** One stop at a glance ("Pickup from" / "Drop at"): address, house and contact, or a prompt. */
export function StopSummary({ kind, stop }: { kind: StopKind; stop: DraftStop | null }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 flex-1 items-start gap-3">
      <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${DOT[kind]}`} />
      <span className="flex min-w-0 flex-col leading-snug">
        <span className="text-xs font-bold tracking-wide text-muted uppercase">
          {t(kind === 'pickup' ? 'pndPickupFrom' : 'pndDropAt')}
        </span>
        {stop ? (
          <>
            <span className="truncate text-[15px] font-semibold text-ink">
              {[stop.house, stop.address].filter(Boolean).join(', ')}
            </span>
            <span className="truncate text-[13px] text-muted">
              {stop.contact_name} · {stop.contact_phone}
            </span>
          </>
        ) : (
          <span className="text-[15px] font-semibold text-primary-strong">
            {t(kind === 'pickup' ? 'pndAddPickup' : 'pndAddDrop')}
          </span>
        )}
      </span>
    </span>
  );
}

/** A stop as a link to where it is chosen. */
export function StopLink({
  kind,
  stop,
  to,
}: {
  kind: StopKind;
  stop: DraftStop | null;
  to: string;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-16 items-center gap-2 px-4 py-3 hover:bg-canvas/60"
      data-testid={`stop-${kind}`}
    >
      <StopSummary kind={kind} stop={stop} />
      <ChevronRightIcon className="size-5 shrink-0 text-muted/70" />
    </Link>
  );
}

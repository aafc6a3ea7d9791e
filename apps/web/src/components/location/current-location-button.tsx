import { useId } from 'react';
import { ChevronRightIcon, CrosshairIcon } from '../ui/icons';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/screen-strings';

/** The 'Use current location' block with the GPS hint text from settings (SPEC §2). */
export function CurrentLocationButton({
  onClick,
  disabled,
}: {
  onClick: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      className="flex w-full items-center gap-3 rounded-2xl border border-line bg-white p-4 text-left shadow-[0_2px_10px_rgb(40_44_63/0.06)] hover:border-primary/40 disabled:opacity-60"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
        <CrosshairIcon className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span id={titleId} className="block text-[15px] font-bold text-primary-strong">
          {t('useCurrentLocation')}
        </span>
        <span id={hintId} className="mt-0.5 block text-[13px] leading-snug text-muted">
          {t('useGpsMessage')}
        </span>
      </span>
      <ChevronRightIcon className="size-5 text-muted/70" />
    </button>
  );
}

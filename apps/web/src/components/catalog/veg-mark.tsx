import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/screen-strings';

/** The Indian veg (green dot) / non-veg (red triangle) mark, named for screen readers. */
export function VegMark({ isVeg }: { isVeg: boolean }) {
  const { t } = useTranslation();
  const colour = isVeg ? 'var(--color-veg)' : '#c0392b';
  return (
    <span
      role="img"
      aria-label={isVeg ? t('veg') : t('nonVeg')}
      data-testid={isVeg ? 'veg-mark' : 'non-veg-mark'}
      className="inline-grid size-4 shrink-0 place-items-center rounded-[3px] border-[1.5px] bg-white"
      style={{ borderColor: colour }}
    >
      {isVeg ? (
        <span className="size-2 rounded-full" style={{ background: colour }} />
      ) : (
        <span
          className="size-0 border-x-[4px] border-b-[7px] border-x-transparent"
          style={{ borderBottomColor: colour }}
        />
      )}
    </span>
  );
}

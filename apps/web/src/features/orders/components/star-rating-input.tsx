import { StarIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/order-strings';

/** 1 to 5 stars as a radio group: arrow keys move, each star is named "{n} of 5 stars". */
export function StarRatingInput({
  legend,
  name,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  value: number | null;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="bg-white p-4">
      <legend className="float-left w-full pb-2 text-[15px] font-extrabold text-ink">
        {legend}
      </legend>
      <div className="clear-both flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="relative grid size-12 cursor-pointer place-items-center rounded-full has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-strong"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            <span className="sr-only">{t('rateStars').replace('{count}', String(stars))}</span>
            <StarIcon
              className={`pointer-events-none size-9 ${value !== null && stars <= value ? 'text-amber-500' : 'text-line'}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  useCatalogStore,
  useDeliveryPreference,
  type DeliveryPreference,
} from '../../../lib/catalog/catalog-store';

/** The DELIVERY / SELFPICKUP switch (SPEC §4), stored; shown only when self-pickup is enabled. */
export function DeliverySwitch() {
  const { t } = useTranslation();
  const preference = useDeliveryPreference();
  const setPreference = useCatalogStore((state) => state.setPreference);
  const options: { value: DeliveryPreference; label: string }[] = [
    { value: 'DELIVERY', label: t('delivery') },
    { value: 'SELFPICKUP', label: t('selfPickup') },
  ];
  return (
    <div
      role="radiogroup"
      aria-label={t('orderTypeLabel')}
      className="mx-4 grid grid-cols-2 rounded-xl bg-canvas p-1"
    >
      {options.map((option) => {
        const isChecked = option.value === preference;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={isChecked}
            onClick={() => setPreference(option.value)}
            className={`min-h-10 rounded-lg text-sm font-bold transition ${isChecked ? 'bg-white text-primary-strong shadow-sm' : 'text-muted'}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

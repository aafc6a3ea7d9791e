import { useTranslation } from '../../../lib/i18n/use-translation';
import type { SlotDay } from '../../../lib/checkout/time-slots';
import { ChoiceGroup } from '../../../components/ui/choice-group';

function formatSlot(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
}

/** Checkout's "when": now, or a day and a 30-minute slot of the next days. */
export function TimeChoice({
  slotDays,
  when,
  onWhenChange,
  day,
  onDayChange,
  slot,
  onSlotChange,
}: {
  slotDays: readonly SlotDay[];
  when: 'now' | 'later';
  onWhenChange: (when: 'now' | 'later') => void;
  day: string;
  onDayChange: (day: string) => void;
  slot: string | null;
  onSlotChange: (slot: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="bg-white">
      <ChoiceGroup
        legend={t('checkoutWhen')}
        name="when"
        layout="row"
        value={when}
        onChange={onWhenChange}
        choices={[
          { value: 'now', label: t('checkoutNow') },
          { value: 'later', label: t('checkoutSchedule') },
        ]}
      />
      {when === 'later' ? (
        <div className="grid grid-cols-2 gap-2 px-4 pb-4">
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            {t('checkoutDay')}
            <select
              value={day}
              onChange={(event) => onDayChange(event.target.value)}
              className="min-h-11 rounded-xl border border-line bg-white px-2"
            >
              {slotDays.map((slotDay) => (
                <option key={slotDay.date} value={slotDay.date}>
                  {formatDay(slotDay.date)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            {t('checkoutTime')}
            <select
              value={slot ?? ''}
              onChange={(event) => onSlotChange(event.target.value || null)}
              className="min-h-11 rounded-xl border border-line bg-white px-2"
            >
              <option value="">{t('checkoutPickTime')}</option>
              {slotDays
                .find((slotDay) => slotDay.date === day)
                ?.slots.map((iso) => (
                  <option key={iso} value={iso}>
                    {formatSlot(iso)}
                  </option>
                ))}
            </select>
          </label>
        </div>
      ) : null}
    </div>
  );
}

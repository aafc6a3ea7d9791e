import type { PickupDropSettings } from '@app/shared/courier/courier.schemas';
import type { TranslateFn } from '../../../lib/i18n/use-translation';
import type { TaskType } from '../stores/pickup-drop-draft-store';

/** A picture for each kind of item (decorative: the label says it). */
export const TASK_TYPE_ICONS: Record<TaskType, string> = {
  documents: '📄',
  food: '🍱',
  parcel: '📦',
  keys: '🔑',
  laundry: '👕',
  custom: '✏️',
};

export function taskTypeLabel(type: TaskType, t: TranslateFn): string {
  return t(`pndTaskType_${type}`);
}

export interface WeightBandChoice {
  /** What the quote is priced with: the band's upper bound. */
  maxKg: number;
  label: string;
}

function kg(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** "Up to 5 kg", "5–10 kg", ... from the tariff's ascending weight bands. */
export function weightBandChoices(
  bands: PickupDropSettings['tariff']['weightBands'],
  t: TranslateFn,
): WeightBandChoice[] {
  return bands.map((band, index) => {
    const previous = index > 0 ? bands[index - 1] : undefined;
    return {
      maxKg: band.maxKg,
      label: previous
        ? t('pndWeightRange').replace('{min}', kg(previous.maxKg)).replace('{max}', kg(band.maxKg))
        : t('pndWeightUpTo').replace('{max}', kg(band.maxKg)),
    };
  });
}

/** The band a weight falls in, for showing a saved or re-sent task's weight. */
export function weightLabel(
  weightKg: number,
  bands: PickupDropSettings['tariff']['weightBands'] | undefined,
  t: TranslateFn,
): string {
  const choice = bands ? weightBandChoices(bands, t).find((band) => weightKg <= band.maxKg) : null;
  return choice?.label ?? t('pndWeightUpTo').replace('{max}', kg(weightKg));
}

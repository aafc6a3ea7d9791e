import type { PickupDropSettings } from '@app/shared/courier/courier.schemas';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { TASK_TYPE_ICONS, taskTypeLabel, weightBandChoices } from '../lib/parcel';
import { usePickupDropDraft, type TaskType } from '../stores/pickup-drop-draft-store';

const chip =
  'flex cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2.5 text-[15px] font-semibold text-ink has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-strong';

/** What is sent (the operator's task types), its description and its weight band. */
export function ParcelFields({ settings }: { settings: PickupDropSettings }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const { taskType, description, weightKg, update } = usePickupDropDraft();
  const bands = weightBandChoices(settings.tariff.weightBands, t);
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-[15px] font-extrabold text-ink">{t('pndWhatToSend')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {settings.task_types.map((type: TaskType) => (
            <label key={type} className={`${chip} flex-col justify-center text-center text-sm`}>
              <input
                type="radio"
                name="task-type"
                value={type}
                checked={taskType === type}
                onChange={() => update({ taskType: type })}
                className="sr-only"
              />
              <span aria-hidden="true" className="text-2xl leading-none">
                {TASK_TYPE_ICONS[type]}
              </span>
              {taskTypeLabel(type, t)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-[15px] font-extrabold text-ink">
          {t('pndDescription')}
        </label>
        <input
          id={descriptionId}
          value={description}
          maxLength={200}
          onChange={(event) => update({ description: event.target.value })}
          placeholder={t('pndDescriptionPlaceholder')}
          className="min-h-12 rounded-xl border border-line px-4 text-[15px] outline-none focus:border-primary"
        />
      </div>

      <fieldset>
        <legend className="mb-2 text-[15px] font-extrabold text-ink">{t('pndWeight')}</legend>
        <div className="flex flex-wrap gap-2">
          {bands.map((band) => (
            <label key={band.maxKg} className={chip}>
              <input
                type="radio"
                name="weight-band"
                value={band.maxKg}
                checked={weightKg === band.maxKg}
                onChange={() => update({ weightKg: band.maxKg })}
                className="size-4 accent-[var(--color-primary-strong)]"
              />
              {band.label}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

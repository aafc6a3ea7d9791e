import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePickupDropSettings } from '../api/get-pickup-drop-settings';
import { TASK_TYPE_ICONS, taskTypeLabel, weightLabel } from '../lib/parcel';
import type { TaskType } from '../stores/pickup-drop-draft-store';

/** The parcel in one card (type, description, weight band) with a way back to change it. */
export function PackageSummary({
  taskType,
  description,
  weightKg,
}: {
  taskType: TaskType;
  description: string;
  weightKg: number;
}) {
  const { t } = useTranslation();
  const bands = usePickupDropSettings().data?.tariff.weightBands;
  return (
    <section aria-labelledby="pnd-package" className="flex items-center gap-3 bg-white p-4">
      <span aria-hidden="true" className="text-3xl">
        {TASK_TYPE_ICONS[taskType]}
      </span>
      <div className="min-w-0 flex-1 leading-snug">
        <h2 id="pnd-package" className="text-xs font-bold tracking-wide text-muted uppercase">
          {t('pndPackage')}
        </h2>
        <p className="truncate text-[15px] font-semibold text-ink">
          {taskTypeLabel(taskType, t)} · {description}
        </p>
        <p className="text-[13px] text-muted">{weightLabel(weightKg, bands, t)}</p>
      </div>
      <Link
        to="/pickup-and-drop"
        className="grid min-h-11 place-items-center px-2 text-sm font-bold text-primary-strong"
      >
        {t('pndEdit')}
      </Link>
    </section>
  );
}

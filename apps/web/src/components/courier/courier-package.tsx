import type { ReactNode } from 'react';
import type { CourierTask } from '@app/shared/courier/courier.schemas';
import { taskTypeLabelKey } from '../../lib/courier/courier-display';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/courier-tracking-strings';

/**
 * "Package": the kind of task, what is sent, its weight and the sender's photo; `children` (the
 * instructions, and for the customer the distance and the proof) follow below.
 */
export function CourierPackage({
  courier,
  children,
}: {
  courier: Pick<CourierTask, 'task_type' | 'description' | 'weight_kg' | 'package_photo'>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="courier-package" className="space-y-1 bg-white p-4 text-sm">
      <h2 id="courier-package" className="text-[15px] font-extrabold text-ink">
        {t('courierPackage')}
      </h2>
      <p className="text-ink">
        {t(taskTypeLabelKey(courier.task_type))} · {courier.description} ·{' '}
        {t('courierWeight').replace('{kg}', String(courier.weight_kg))}
      </p>
      {courier.package_photo ? (
        <img
          src={courier.package_photo}
          alt={t('courierPackagePhoto')}
          className="size-20 rounded-xl border border-line object-cover"
        />
      ) : null}
      {children}
    </section>
  );
}

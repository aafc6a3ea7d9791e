import {
  COURIER_STEPS,
  COURIER_STEP_LABEL_KEYS,
  type CourierStep,
} from '../../lib/courier/courier-display';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/courier-tracking-strings';

/** A courier task's six steps, the done ones ticked and the current one marked for screen readers. */
export function CourierStepsList({
  current,
  headingId,
}: {
  current: CourierStep;
  headingId: string;
}) {
  const { t } = useTranslation();
  const currentIndex = COURIER_STEPS.indexOf(current);
  return (
    <section aria-labelledby={headingId} className="bg-white p-4">
      <h2 id={headingId} className="pb-3 text-[15px] font-extrabold text-ink">
        {t('courierStepsTitle')}
      </h2>
      <ol className="relative ml-2 border-l-2 border-line">
        {COURIER_STEPS.map((step, index) => {
          const isDone = index < currentIndex || (index === currentIndex && step === 'delivered');
          const isCurrent = index === currentIndex;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className="relative pb-3 pl-5 last:pb-0"
            >
              <span
                aria-hidden="true"
                className={`absolute top-1 -left-[7px] size-3 rounded-full ring-2 ring-white ${isCurrent ? 'bg-primary-strong' : isDone ? 'bg-green-700' : 'bg-line'}`}
              />
              <p
                className={`text-sm ${isCurrent ? 'font-bold text-ink' : isDone ? 'text-ink' : 'text-muted'}`}
              >
                {t(COURIER_STEP_LABEL_KEYS[step])}
                {isDone && !isCurrent ? (
                  <span className="sr-only"> ({t('courierStepDone')})</span>
                ) : null}
                {isCurrent ? <span className="sr-only"> ({t('courierStepCurrent')})</span> : null}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

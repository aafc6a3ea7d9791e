import type { ReactNode } from 'react';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { taskInputOf } from '../stores/pickup-drop-draft-store';
import { ActionBar } from './action-bar';
import { IncompleteDraft } from './incomplete-draft';
import { PackageSummary } from './package-summary';
import { StopLink } from './stop-row';
import '../../../lib/i18n/pickup-drop-strings';

/**
 * A page about the drafted task (details, summary): the package and both stops (each a link back
 * to change it), then `children`, and `actions` in the bottom bar; an incomplete draft says so.
 */
export function DraftTaskPage({
  title,
  task,
  className,
  children,
  actions,
}: {
  title: string;
  task: ReturnType<typeof taskInputOf>;
  /** The page's bottom padding, clear of the action bar. */
  className: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`mx-auto min-h-dvh w-full max-w-md bg-canvas ${className}`}>
      <PageTopBar title={title} backLabel={t('back')} />
      {!task ? (
        <main>
          <IncompleteDraft />
        </main>
      ) : (
        <>
          <main className="space-y-3 pt-3">
            <PackageSummary
              taskType={task.task_type}
              description={task.description}
              weightKg={task.weight_kg}
            />
            <section aria-label={t('pndLocationsTitle')} className="divide-y divide-line bg-white">
              <StopLink kind="pickup" stop={task.pickup} to="/pickup-and-drop/search-location" />
              <StopLink kind="drop" stop={task.drop} to="/pickup-and-drop/search-location" />
            </section>
            {children}
          </main>
          <ActionBar>{actions}</ActionBar>
        </>
      )}
    </div>
  );
}

import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../lib/pwa-strings';
import { FullScreenDialog } from './full-screen-dialog';

/** The forced update's screen (R4.10): the `updatingMessage` setting while the app refreshes. */
export function UpdatingScreen() {
  const { t } = useTranslation();
  const titleId = `${useId()}-title`;
  return (
    <FullScreenDialog labelledBy={titleId}>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-5">
        <Spinner className="size-12" />
        <h1
          id={titleId}
          tabIndex={-1}
          className="text-xl font-bold tracking-tight text-ink outline-none"
        >
          {t('updatingMessage', t('pwaUpdating'))}
        </h1>
      </div>
    </FullScreenDialog>
  );
}

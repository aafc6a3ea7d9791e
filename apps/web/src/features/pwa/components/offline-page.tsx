import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../lib/pwa-strings';
import { FullScreenDialog } from './full-screen-dialog';

function OfflineIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8" />
      <path d="M5 12.6a10 10 0 0 1 5.2-2.7M16.3 10.6a10 10 0 0 1 2.7 2" />
      <path d="M8.5 16.4a5 5 0 0 1 7 0" />
      <path d="M12 20h.01" />
      <path d="m3 3 18 18" />
    </svg>
  );
}

/**
 * The offline page (R4.16, R1.04): the operator's `offlineTitleMessage` and
 * `offlineSubTitleMessage` over the app while the browser is offline.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  return (
    <FullScreenDialog labelledBy={titleId} describedBy={messageId}>
      <div className="mb-6 grid size-28 place-items-center rounded-full bg-primary-soft text-primary [&>svg]:size-12">
        <OfflineIcon />
      </div>
      <h1
        id={titleId}
        tabIndex={-1}
        className="text-2xl font-extrabold tracking-tight text-ink outline-none"
      >
        {t('offlineTitleMessage', t('pwaOfflineTitle'))}
      </h1>
      <p
        id={messageId}
        role="alert"
        className="mt-3 max-w-xs text-[15px] leading-relaxed text-muted"
      >
        {t('offlineSubTitleMessage', t('pwaOfflineMessage'))}
      </p>
    </FullScreenDialog>
  );
}

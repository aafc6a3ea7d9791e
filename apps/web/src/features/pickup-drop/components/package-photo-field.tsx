import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { photoDataUrl } from '../../../lib/photo-data-url';
import { usePickupDropDraft } from '../stores/pickup-drop-draft-store';

/**
 * "Add a photo" of what is sent (optional, like Dunzo or Porter): the picture is shrunk in a
 * canvas to a JPEG under 600,000 characters, previewed, and kept in the draft until removed.
 */
export function PackagePhotoField() {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const photo = usePickupDropDraft((state) => state.photo);
  const update = usePickupDropDraft((state) => state.update);
  const [isReading, setReading] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <p id={`${id}-title`} className="text-[15px] font-extrabold text-ink">
        {t('pndPhoto')}
      </p>
      <p id={`${id}-hint`} className="-mt-1 text-[13px] text-muted">
        {t('pndPhotoHint')}
      </p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="package-photo-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setFailed(false);
          setReading(true);
          photoDataUrl(file)
            .then((url) => update({ photo: url }))
            .catch(() => setFailed(true))
            .finally(() => setReading(false));
        }}
      />
      {photo ? (
        <div className="flex items-center gap-3">
          <img
            src={photo}
            alt={t('pndPhotoPreview')}
            className="size-20 shrink-0 rounded-xl border border-line object-cover"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              className="min-h-10 px-3 text-sm"
              disabled={isReading}
              onClick={() => input.current?.click()}
            >
              {t('pndReplacePhoto')}
            </Button>
            <Button
              variant="outline"
              className="min-h-10 px-3 text-sm"
              onClick={() => update({ photo: null })}
            >
              {t('pndRemovePhoto')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="outline"
          className="w-full"
          aria-describedby={`${id}-hint`}
          disabled={isReading}
          onClick={() => input.current?.click()}
        >
          {isReading ? t('pndPhotoReading') : t('pndAddPhoto')}
        </Button>
      )}
      {hasFailed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('pndPhotoFailed')}
        </p>
      ) : null}
    </div>
  );
}

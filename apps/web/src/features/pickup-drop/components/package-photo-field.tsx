import { useId } from 'react';
import { PhotoPicker } from '../../../components/photo-picker';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePickupDropDraft } from '../stores/pickup-drop-draft-store';

/**
 * "Add a photo" of what is sent (optional, like Dunzo or Porter): the picture is shrunk in a
 * canvas to a JPEG under 600,000 characters, previewed, and kept in the draft until removed.
 */
export function PackagePhotoField() {
  const { t } = useTranslation();
  const id = useId();
  const photo = usePickupDropDraft((state) => state.photo);
  const update = usePickupDropDraft((state) => state.update);

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <p id={`${id}-title`} className="text-[15px] font-extrabold text-ink">
        {t('pndPhoto')}
      </p>
      <p id={`${id}-hint`} className="-mt-1 text-[13px] text-muted">
        {t('pndPhotoHint')}
      </p>
      <PhotoPicker
        testId="package-photo-input"
        failedText={t('pndPhotoFailed')}
        onPhoto={(url) => update({ photo: url })}
      >
        {({ open, isReading }) =>
          photo ? (
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
                  onClick={open}
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
              onClick={open}
            >
              {isReading ? t('pndPhotoReading') : t('pndAddPhoto')}
            </Button>
          )
        }
      </PhotoPicker>
    </div>
  );
}

import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePickupDropDraft } from '../stores/pickup-drop-draft-store';
import { ActionBar } from './action-bar';
import { StopLink } from './stop-row';
import '../../../lib/i18n/pickup-drop-strings';

/** `/pickup-and-drop/search-location`: both stops at a glance, a swap, and on to the details. */
export function StopsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pickup = usePickupDropDraft((state) => state.pickup);
  const drop = usePickupDropDraft((state) => state.drop);
  const swapStops = usePickupDropDraft((state) => state.swapStops);

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-32">
      <PageTopBar title={t('pndLocationsTitle')} backLabel={t('back')} />
      <main className="pt-3">
        <section className="relative bg-white">
          <div className="divide-y divide-line pr-14">
            <StopLink kind="pickup" stop={pickup} to="/pickup-and-drop/location-search/pickup" />
            <StopLink kind="drop" stop={drop} to="/pickup-and-drop/location-search/drop" />
          </div>
          <button
            type="button"
            onClick={swapStops}
            disabled={!pickup && !drop}
            aria-label={t('pndSwapStops')}
            className="absolute top-1/2 right-3 grid size-11 -translate-y-1/2 place-items-center rounded-full border border-line bg-white text-xl text-primary-strong shadow-sm disabled:opacity-50"
          >
            <span aria-hidden="true">⇅</span>
          </button>
        </section>
      </main>
      <ActionBar>
        <Button
          className="w-full"
          disabled={!pickup || !drop}
          onClick={() => void navigate('/pickup-and-drop/details')}
        >
          {t('pndContinue')}
        </Button>
      </ActionBar>
    </div>
  );
}

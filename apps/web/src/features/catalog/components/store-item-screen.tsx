import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { StatusScreen } from '../../../components/ui/status-screen';
import { ViewCartBar } from '../../../components/cart/view-cart-bar';
import { useCartTotal } from '../../../lib/cart/cart-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSingleItem } from '../api/get-single-item';
import { useItemAdder } from '../hooks/use-item-adder';
import { useMoney } from '../../../lib/use-money';
import { AddControl } from './item-card';
import { VegMark } from '../../../components/catalog/veg-mark';
import '../../../lib/i18n/screen-strings';

/** One item (get-single-item): picture, name, price, description, add, and its store. */
export function StoreItemScreen({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const cartTotal = useCartTotal();
  const query = useSingleItem(itemId);
  const { requestAdd, dialogs } = useItemAdder();
  const item = query.data;

  if (query.isError || !Number.isInteger(itemId)) {
    return (
      <StatusScreen title={t('itemNotFoundTitle')} message={t('itemNotFoundMessage')}>
        <Link to="/" className={buttonClassName('primary', 'w-full max-w-xs')}>
          {t('goHome')}
        </Link>
      </StatusScreen>
    );
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white pb-28">
      <PageTopBar title={item?.restaurant.name ?? t('pageItemDetails')} backLabel={t('back')} />
      {!item ? (
        <SkeletonRegion label={t('appLoading')} className="px-4 py-4">
          <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
          <Skeleton className="mt-4 h-6 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/4" />
        </SkeletonRegion>
      ) : (
        <main className={`px-4 py-4 ${item.is_available === 1 ? '' : 'grayscale'}`}>
          {item.image ? (
            <img
              src={item.image}
              alt={item.name}
              width={480}
              height={360}
              className="aspect-[4/3] w-full rounded-2xl bg-canvas object-cover"
            />
          ) : null}
          <div className="mt-4 flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <VegMark isVeg={item.is_veg === 1} />
              <h1 className="mt-1.5 text-[22px] leading-tight font-extrabold text-ink">
                {item.name}
              </h1>
              <p className="mt-1 flex items-baseline gap-2 text-[17px] font-bold text-ink">
                {money(item.price)}
                {item.old_price && item.old_price > item.price ? (
                  <s className="text-[14px] font-normal text-muted">
                    <span className="sr-only">{t('oldPrice')} </span>
                    {money(item.old_price)}
                  </s>
                ) : null}
              </p>
            </div>
            <AddControl item={item} onAdd={requestAdd} />
          </div>
          {item.description ? (
            <p className="mt-3 text-[15px] leading-relaxed text-muted">{item.description}</p>
          ) : null}
          <Link
            to={`/stores/${item.restaurant.slug}`}
            className={buttonClassName('outline', 'mt-6 w-full text-center')}
          >
            {t('viewFullMenu').replace('{store}', item.restaurant.name)}
          </Link>
        </main>
      )}
      <ViewCartBar total={money(cartTotal)} />
      {dialogs}
    </div>
  );
}

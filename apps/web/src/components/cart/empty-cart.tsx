import { Link } from 'react-router';
import { buttonClassName } from '../ui/button';
import { BagIcon } from '../ui/icons';
import { StatusBadge } from '../ui/status-screen';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/order-strings';
import '../../lib/i18n/grocery-strings';

/** The empty cart: a message and a way to the stores. */
export function EmptyCart({ kind = 'food' }: { kind?: 'food' | 'grocery' }) {
  const { t } = useTranslation();
  const grocery = kind === 'grocery';
  return (
    <div className="flex flex-col items-center px-8 py-14 text-center">
      <StatusBadge>
        <BagIcon />
      </StatusBadge>
      <h2 className="mt-6 text-xl font-extrabold text-ink">
        {grocery ? t('groceryCartEmptyTitle') : t('cartEmptyTitle')}
      </h2>
      <p className="mt-2 text-[15px] text-muted">
        {grocery ? t('groceryCartEmptyMessage') : t('cartEmptyMessage')}
      </p>
      <Link
        to={grocery ? '/grocery' : '/'}
        className={buttonClassName('primary', 'mt-6 w-full max-w-xs')}
      >
        {grocery ? t('groceryBrowse') : t('cartBrowseStores')}
      </Link>
    </div>
  );
}

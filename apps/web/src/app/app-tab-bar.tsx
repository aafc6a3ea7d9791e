import { lazy, Suspense, useState } from 'react';
import { BottomTabBar, type TabItem } from '../components/ui/bottom-tab-bar';
import { BagIcon, HomeIcon, NearMeIcon, ParcelIcon, UserIcon } from '../components/ui/icons';
import { useLoggedInUser } from '../lib/session/user-store';
import { useCartProductQuantity } from '../lib/cart/cart-store';
import { useTranslation } from '../lib/i18n/use-translation';
import { useSetting } from '../lib/settings/settings-store';

const UnreadAlertsCount = lazy(() =>
  import('../features/notifications/components/unread-alerts-count').then((module) => ({
    default: module.UnreadAlertsCount,
  })),
);

/** The bottom tab bar of SPEC §2 with its labels from settings, the cart and unread-alerts badges. */
export function AppTabBar() {
  const { t } = useTranslation();
  const isFloating = useSetting('footerStyleType').toUpperCase() === 'FLOAT';
  const cartQuantity = useCartProductQuantity();
  const user = useLoggedInUser();
  const [unread, setUnread] = useState(0);

  const items: TabItem[] = [
    { to: '/', label: t('footerHome', 'Home'), icon: <HomeIcon /> },
    { to: '/food', label: t('footerNearme', 'Near Me'), icon: <NearMeIcon /> },
    { to: '/pickup-and-drop', label: t('footerPickupDrop', 'Pick & Drop'), icon: <ParcelIcon /> },
    {
      to: '/cart',
      label: t('footerCart', 'Cart'),
      icon: <BagIcon />,
      badge: cartQuantity,
      badgeLabel: `${cartQuantity} ${cartQuantity === 1 ? 'item' : 'items'}`,
    },
    {
      to: '/my-account',
      label: t('footerAccount', 'Account'),
      icon: <UserIcon />,
      badge: unread,
      badgeLabel: t('tabUnreadAlerts').replace('{count}', String(unread)),
    },
  ];

  return (
    <>
      {/* Keeps the last content clear of the fixed bar. */}
      <div aria-hidden="true" className={isFloating ? 'h-24' : 'h-20'} />
      <BottomTabBar items={items} floating={isFloating} label={t('mainNavigation', 'Main')} />
      {user ? (
        <Suspense>
          <UnreadAlertsCount
            input={{ token: user.auth_token, user_id: user.id }}
            onCount={setUnread}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { useNavigate } from 'react-router';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { apiErrorText } from '../../../lib/error-message';
import { setCartCoupon, toCartLineInputs } from '../../../lib/cart/cart-actions';
import {
  useActiveCartStore,
  useActiveCartStoreId,
  useCartPaths,
} from '../../../lib/cart/cart-kind';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useApplyCouponMutation } from '../api/apply-coupon';

/**
 * Applying a code to the cart: apply-coupon with the cart lines; on success the code goes in the
 * cart and the customer back to /cart; on failure the server's message is shown inline.
 */
export function useApplyCoupon() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useLoggedInUser();
  const store = useActiveCartStore();
  const paths = useCartPaths();
  const restaurantId = useActiveCartStoreId();
  const mutation = useApplyCouponMutation();

  const apply = (code: string) => {
    const cart = store.getState().cart ?? [];
    if (!user || restaurantId === null || cart.length === 0) return;
    mutation.mutate(
      {
        token: user.auth_token,
        user_id: user.id,
        coupon: code.trim().toUpperCase(),
        restaurant_id: restaurantId,
        items: toCartLineInputs(cart),
      },
      {
        onSuccess: (data) => {
          setCartCoupon(data.coupon.code, store);
          void navigate(paths.cart);
        },
      },
    );
  };

  const error = apiErrorText(mutation.error, t);

  return {
    apply,
    error,
    pendingCode: mutation.isPending ? (mutation.variables?.coupon ?? null) : null,
    canApply: user !== null && restaurantId !== null,
    reset: mutation.reset,
  };
}

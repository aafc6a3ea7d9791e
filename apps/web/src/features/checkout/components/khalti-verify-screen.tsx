import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { StatusScreen } from '../../../components/ui/status-screen';
import { LoginPrompt } from '../../../components/login-prompt';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { runningOrderPath } from '../../../lib/checkout/online-payment';
import { useVerifyKhalti } from '../api/verify-khalti';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

const FIELDS = ['status', 'total_amount', 'transaction_id', 'purchase_order_id'] as const;

/**
 * `/khalti-verify`: Khalti's return. Its query is passed to the server, which confirms it with
 * Khalti's lookup API; the order page then shows paid or awaiting payment. A return that does not
 * match what Khalti says is refused.
 */
export function KhaltiVerifyScreen({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useLoggedInUser();
  const pidx = params.get('pidx') ?? '';
  const claimed = Object.fromEntries(
    FIELDS.flatMap((name) => {
      const value = params.get(name);
      return value ? [[name, value.slice(0, 60)]] : [];
    }),
  );
  const query = useVerifyKhalti(
    user && pidx ? { token: user.auth_token, user_id: user.id, pidx, ...claimed } : null,
  );
  const orderId = query.data?.unique_order_id;

  useEffect(() => {
    if (orderId) void navigate(runningOrderPath(orderId), { replace: true });
  }, [orderId, navigate]);

  if (!user) return <LoginPrompt next={`/khalti-verify?${params.toString()}`} />;
  if (query.isError || !pidx) {
    return (
      <StatusScreen title={t('errorTitle')} message={t('paymentVerifyFailed')}>
        <Link to="/my-orders" className={buttonClassName('outline', 'mt-3 w-full max-w-xs')}>
          {t('pageYourOrders')}
        </Link>
      </StatusScreen>
    );
  }
  return <PageSpinner label={t('paymentConfirming')} />;
}

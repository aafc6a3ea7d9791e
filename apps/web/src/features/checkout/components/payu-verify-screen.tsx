import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { StatusScreen } from '../../../components/ui/status-screen';
import { LoginPrompt } from '../../../components/login-prompt';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useVerifyPayuMoney } from '../api/verify-payu-money';
import { runningOrderPath } from '../../../lib/checkout/online-payment';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

/** `/payu-verify/{transaction_id}`: PayU's return; the order page shows paid or failed. */
export function PayuVerifyScreen({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useLoggedInUser();
  const query = useVerifyPayuMoney(
    user ? { token: user.auth_token, user_id: user.id, transaction_id: transactionId } : null,
  );
  const orderId = query.data?.unique_order_id;

  useEffect(() => {
    if (orderId) void navigate(runningOrderPath(orderId), { replace: true });
  }, [orderId, navigate]);

  if (!user) return <LoginPrompt next={`/payu-verify/${encodeURIComponent(transactionId)}`} />;
  if (query.isError) {
    return (
      <StatusScreen title={t('errorTitle')} message={t('paymentVerifyFailed')}>
        <Button className="w-full max-w-xs" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
        <Link to="/my-orders" className={buttonClassName('outline', 'mt-3 w-full max-w-xs')}>
          {t('pageYourOrders')}
        </Link>
      </StatusScreen>
    );
  }
  return <PageSpinner label={t('paymentConfirming')} />;
}

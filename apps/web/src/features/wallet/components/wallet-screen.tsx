import type { WalletTransaction } from '@app/shared/wallet/wallet.schemas';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useMoney } from '../../../lib/use-money';
import { LoginPrompt } from '../../../components/login-prompt';
import { QueryError, QueryLoading } from '../../../components/query-status';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useWalletTransactions } from '../api/get-wallet-transactions';
import '../../../lib/i18n/account-strings';
import '../../../lib/i18n/screen-strings';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const isCredit = transaction.type === 'credit';
  return (
    <li className="flex items-center justify-between gap-3 px-5 py-4">
      <div className="min-w-0">
        <p className="truncate text-[15px] font-semibold text-ink">{transaction.description}</p>
        <p className="text-sm text-muted">{formatDate(transaction.created_at)}</p>
      </div>
      <p
        className={`shrink-0 text-[15px] font-bold ${isCredit ? 'text-green-700' : 'text-red-700'}`}
      >
        <span className="sr-only">{isCredit ? t('walletCredit') : t('walletDebit')} </span>
        {isCredit ? '+' : '−'}
        {money(transaction.amount)}
      </p>
    </li>
  );
}

/** `/my-wallet`: the balance and the transactions, newest first as the server sends them. */
export function WalletScreen() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const user = useLoggedInUser();
  const query = useWalletTransactions(user ? { token: user.auth_token, user_id: user.id } : null);

  let body;
  if (!user) {
    body = <LoginPrompt next="/my-wallet" />;
  } else if (query.isPending) {
    body = (
      <QueryLoading
        className="space-y-3 p-5"
        rows={['h-24 w-full rounded-2xl', 'h-14 w-full', 'h-14 w-full']}
      />
    );
  } else if (query.isError) {
    body = <QueryError onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <>
        <section
          aria-labelledby="wallet-balance"
          className="m-5 rounded-2xl bg-primary-strong p-5 text-white"
        >
          <h2 id="wallet-balance" className="text-sm font-semibold opacity-90">
            {t('walletBalance')}
          </h2>
          <p className="mt-1 text-3xl font-extrabold">{money(query.data.balance)}</p>
        </section>
        <section aria-labelledby="wallet-transactions">
          <h2
            id="wallet-transactions"
            className="px-5 pb-1 text-xs font-bold tracking-wider text-muted uppercase"
          >
            {t('walletTransactions')}
          </h2>
          {query.data.transactions.length === 0 ? (
            <p className="px-5 py-8 text-center text-muted">{t('walletEmpty')}</p>
          ) : (
            <ul className="divide-y divide-line border-y border-line bg-white">
              {query.data.transactions.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white pb-8">
      <PageTopBar title={t('pageWallet')} backLabel={t('back')} />
      <main>{body}</main>
    </div>
  );
}

import type { Order } from '@app/shared/orders/orders.schemas';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useMoney } from '../../../lib/use-money';
import { useDecideSubstitution } from '../api/decide-substitution';
import '../../../lib/i18n/grocery-strings';

type Line = Order['items'][number];

function fill(text: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce(
    (result, [key, value]) => result.replaceAll(`{${key}}`, String(value)),
    text,
  );
}

/** The clock, ticking every second while `isTicking`. */
function useNow(isTicking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return undefined;
    const tick = () => setNow(Date.now());
    // The clock read at mount may be old by the time a proposal arrives: read it again now.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [isTicking]);
  return now;
}

function formatLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Where a settled line's money went: the wallet, the card, or less cash at the door. */
function RefundLines({ line, order }: { line: Line; order: Order }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const settlement = line.settlement;
  if (!settlement || settlement.refund <= 0) return null;
  const toPayment = settlement.refund - settlement.to_wallet;
  return (
    <ul className="mt-1 text-sm font-semibold text-green-800">
      {settlement.to_wallet > 0 ? (
        <li>{fill(t('grocerySubRefundWallet'), { amount: money(settlement.to_wallet) })}</li>
      ) : null}
      {toPayment > 0 ? (
        <li>
          {fill(
            t(order.payment_method === 'COD' ? 'grocerySubRefundCash' : 'grocerySubRefundCard'),
            { amount: money(toPayment) },
          )}
        </li>
      ) : null}
    </ul>
  );
}

function ProposalCard({ line, order, now }: { line: Line; order: Order; now: number }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const user = useLoggedInUser();
  const decide = useDecideSubstitution();
  const substitution = line.substitution;
  // The deadline on this device's clock: the server's seconds left, counted from when they came.
  const [deadline] = useState(() => Date.now() + (substitution?.seconds_left ?? 0) * 1000);
  if (!substitution || !user) return null;
  // Never more than the server said (the shared clock may still be from before this arrived).
  const left = Math.min(deadline - now, substitution.seconds_left * 1000);
  const isOver = left <= 0;
  const answer = (approve: boolean) =>
    decide.mutate({
      token: user.auth_token,
      user_id: user.id,
      unique_order_id: order.unique_order_id,
      substitution_id: substitution.id,
      approve,
    });
  return (
    <li
      data-testid="substitution-proposal"
      className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-3"
    >
      <p className="text-[15px] font-bold text-ink">
        {fill(t('grocerySubProposed'), {
          store: order.restaurant.name,
          item: line.name,
          substitute: substitution.name,
          quantity: substitution.quantity,
        })}
      </p>
      <p className="mt-1 text-sm text-ink">
        {fill(t('grocerySubPrice'), {
          amount: money(substitution.line_total),
          was: money(line.line_total),
        })}
      </p>
      <p className="mt-1 text-xs text-muted" aria-live="off">
        {isOver
          ? t('grocerySubTimeUp')
          : fill(t('grocerySubTimeLeft'), {
              time: formatLeft(left),
              fallback: t(
                line.substitution_preference === 'remove'
                  ? 'grocerySubFallbackRemove'
                  : 'grocerySubFallbackReplace',
              ),
            })}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          disabled={decide.isPending || isOver}
          onClick={() => answer(false)}
        >
          {t('grocerySubDecline')}
        </Button>
        <Button disabled={decide.isPending || isOver} onClick={() => answer(true)}>
          {t('grocerySubApprove')}
        </Button>
      </div>
      {decide.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {apiErrorText(decide.error, t)}
        </p>
      ) : null}
    </li>
  );
}

function SettledLine({ line, order }: { line: Line; order: Order }) {
  const { t } = useTranslation();
  const substitution = line.substitution;
  const isReplaced = line.settlement?.outcome === 'replaced' && substitution;
  return (
    <li data-testid="substitution-settled" className="rounded-2xl bg-canvas p-3">
      <p className="text-sm text-ink">
        {isReplaced
          ? fill(t('grocerySubReplaced'), {
              item: line.name,
              substitute: substitution.name,
              quantity: substitution.quantity,
            })
          : fill(t('grocerySubRemoved'), { item: line.name })}
      </p>
      {substitution?.decided_by === 'timeout' ? (
        <p className="text-xs text-muted">{t('grocerySubByTimeout')}</p>
      ) : null}
      <RefundLines line={line} order={order} />
    </li>
  );
}

/**
 * A grocery order's short lines on the running order (issue 15): a substitute the store proposes
 * arrives live (order_updated) with a countdown and two answers; once decided, what replaced what
 * and where the difference went. Nothing for orders without short lines.
 */
export function SubstitutionsSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lines = order.items.filter(
    (line) =>
      line.substitution !== null || line.settlement !== null || line.pick_status === 'short',
  );
  const hasOpen = lines.some(
    (line) => line.substitution?.status === 'proposed' && line.settlement === null,
  );
  const now = useNow(hasOpen);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="order-substitutions" aria-live="polite" className="bg-white p-4">
      <h2 id="order-substitutions" className="pb-3 text-[15px] font-extrabold text-ink">
        {t('grocerySubsTitle')}
      </h2>
      <ul className="space-y-3">
        {lines.map((line) =>
          line.settlement ? (
            <SettledLine key={line.id} line={line} order={order} />
          ) : line.substitution?.status === 'proposed' ? (
            <ProposalCard
              // A fresh answer from the server restarts the countdown from its seconds left.
              key={`${line.id}-${line.substitution.seconds_left}`}
              line={line}
              order={order}
              now={now}
            />
          ) : (
            <li key={line.id} className="rounded-2xl bg-canvas p-3 text-sm text-ink">
              {fill(t('grocerySubShort'), { item: line.name })}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

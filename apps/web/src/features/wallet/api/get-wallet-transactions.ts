import type { RequestOf } from '@app/shared/common/api-contract';
import type { getWalletTransactionsRequestSchema } from '@app/shared/wallet/wallet.schemas';
import type { WalletTransaction } from '@app/shared/wallet/wallet.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface Wallet {
  /** Minor units. */
  balance: number;
  transactions: WalletTransaction[];
}

/** The body of the call, from its request schema (a contract change breaks this build). */
export type WalletInput = RequestOf<typeof getWalletTransactionsRequestSchema>;

export async function getWalletTransactions(input: WalletInput): Promise<Wallet> {
  const response = await apiPost<ApiSuccess<Wallet>>('get-wallet-transactions', input);
  return response.data;
}

export function getWalletTransactionsQueryOptions(input: WalletInput) {
  return queryOptions({
    queryKey: ['get-wallet-transactions', input.user_id],
    queryFn: () => getWalletTransactions(input),
  });
}

export function useWalletTransactions(input: WalletInput | null) {
  return useQuery({
    ...getWalletTransactionsQueryOptions(input ?? { token: '', user_id: 0 }),
    enabled: input !== null,
  });
}

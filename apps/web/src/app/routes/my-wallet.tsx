import { WalletScreen } from '../../features/wallet/components/wallet-screen';

/** `/my-wallet`. */
export function Component() {
  return <WalletScreen />;
}

import { OffersScreen } from '../../features/catalog/components/offers-screen';

/** `/offers` and `/clones/offers`. */
export function Component() {
  return <OffersScreen />;
}

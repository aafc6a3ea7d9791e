import { PickupDropHomeScreen } from '../../features/pickup-drop/components/pickup-drop-home-screen';
import { AppTabBar } from '../app-tab-bar';

/** `/pickup-and-drop`, a tab of the bottom bar. */
export function Component() {
  return (
    <>
      <PickupDropHomeScreen />
      <AppTabBar />
    </>
  );
}

import { AccountScreen } from '../account-screen';
import { AppTabBar } from '../app-tab-bar';

/** `/my-account`. */
export function Component() {
  return (
    <>
      <AccountScreen />
      <AppTabBar />
    </>
  );
}

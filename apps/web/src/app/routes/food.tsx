import { ModulesScreen } from '../../features/catalog/components/modules-screen';
import { AppTabBar } from '../app-tab-bar';

/** `/food`: the modules home for the saved location. */
export function Component() {
  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
      <ModulesScreen />
      <AppTabBar />
    </div>
  );
}

import { TasksScreen } from '../../features/pickup-drop/components/tasks-screen';

/** `/pickup-and-drop/task`. */
export function Component() {
  return <TasksScreen />;
}

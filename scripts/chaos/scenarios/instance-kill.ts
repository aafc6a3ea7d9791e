import { runInstanceKill } from '../../cluster/instance-kill';
import type { ChaosScenario } from '../scenario';

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/**
 * SIGKILL of one of two instances during an order burst while customers watch their orders
 * (issue 19): streams reconnect to the other, no lost or duplicated orders or notifications.
 */
const scenario: ChaosScenario = {
  name: 'instance-kill',
  title: 'SIGKILL of one of two instances during an order burst, customers watching',
  async run({ short, log }) {
    const orders = short ? 50 : 500;
    const report = await runInstanceKill({ orders, log });
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const ok =
      report.ordersPlaced + report.ordersFailed === orders &&
      report.ordersLost === 0 &&
      report.ordersDuplicated === 0 &&
      report.streamsCut > 0 &&
      report.changesLost === 0 &&
      report.changesDuplicated === 0 &&
      report.watchersNotAtFinalStatus === 0 &&
      report.notificationsLost === 0 &&
      report.notificationsDuplicated === 0;
    return {
      ok,
      figures: [
        { label: 'proxy', value: report.proxy === 'nginx' ? 'nginx' : 'none (direct to A)' },
        { label: 'orders requested', value: String(orders) },
        { label: 'orders placed', value: String(report.ordersPlaced) },
        { label: 'orders failed cleanly', value: String(report.ordersFailed) },
        { label: 'place-order retries (same key)', value: String(report.retries) },
        { label: 'orders lost', value: String(report.ordersLost) },
        { label: 'orders duplicated', value: String(report.ordersDuplicated) },
        { label: 'streams cut by the kill', value: String(report.streamsCut) },
        {
          label: 'reconnect (median / max)',
          value: `${seconds(percentile(report.reconnectMs, 0.5))} / ${seconds(Math.max(0, ...report.reconnectMs))}`,
        },
        {
          label: 'status changes expected / seen / lost / duplicated',
          value: `${report.changesExpected} / ${report.changesSeen} / ${report.changesLost} / ${report.changesDuplicated}`,
        },
        {
          label: 'notifications expected / created / lost / duplicated',
          value: `${report.notificationsExpected} / ${report.notificationsCreated} / ${report.notificationsLost} / ${report.notificationsDuplicated}`,
        },
        { label: 'seconds (with start-up)', value: report.seconds.toFixed(1) },
      ],
      notes: [
        "Reconnect time includes the client retry delay of 250 ms (browsers wait the stream's retry: 3000).",
        'A stream resumes by resending the order state and its latest change, not by Last-Event-ID: a client away across two changes of one order sees only the latest.',
      ],
    };
  },
};

export default scenario;

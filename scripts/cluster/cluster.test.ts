import { describe, expect, test } from 'vitest';
import { findNginx } from './nginx';
import { runInstanceKill } from './instance-kill';

const through = findNginx()
  ? 'through nginx'
  : 'directly (nginx is not installed: apt-get install -y nginx to test the proxy too)';

describe('two API instances on one PostgreSQL', () => {
  test(
    `orders placed on A and watched on B, B killed with SIGKILL mid-burst, clients ${through}: no order or notification lost or duplicated`,
    async () => {
      const lines: string[] = [];
      const report = await runInstanceKill({ orders: 30, log: (line) => lines.push(line) });
      const context = `${JSON.stringify(report)}\n${lines.slice(-30).join('\n')}`;
      expect(report.proxy, context).toBe(findNginx() ? 'nginx' : 'none');
      expect(report.ordersPlaced, context).toBe(30);
      expect(report.ordersLost, context).toBe(0);
      expect(report.ordersDuplicated, context).toBe(0);
      // The kill cut streams that then came back on the other instance.
      expect(report.streamsCut, context).toBeGreaterThan(0);
      expect(report.reconnectMs.length, context).toBeGreaterThanOrEqual(report.streamsCut);
      expect(report.watchersNotAtFinalStatus, context).toBe(0);
      expect(report.changesExpected, context).toBeGreaterThanOrEqual(30 * 3);
      expect(report.changesLost, context).toBe(0);
      expect(report.changesDuplicated, context).toBe(0);
      expect(report.notificationsExpected, context).toBe(30 * 3);
      expect(report.notificationsLost, context).toBe(0);
      expect(report.notificationsDuplicated, context).toBe(0);
    },
    // Two API processes start on PostgreSQL (migrations and the demo seed): 20-60 s on a loaded
    // two-core machine.
    240_000,
  );
});

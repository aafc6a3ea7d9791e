/**
 * Whether someone is at the keyboard (decision 014). The server ends an admin session after 30
 * minutes without activity, and only the console can tell the operator's calls from a page
 * refreshing itself: the dashboard and riders polls, the live map's reloads, a board refetching
 * after a stream event, a query refetched when the network comes back. So a call counts as the
 * operator's only when they pressed a key or a pointer shortly before it; any other call is sent
 * as background (`x-console-background: 1`), which the server checks but does not count.
 */

/** A call this soon after the operator's last input is theirs (a click, its lazy page, a retry). */
export const OPERATOR_ACTIVE_MS = 60_000;

// Opening or reloading the console is the operator's doing.
let lastInputAt = Date.now();

/** Records the operator's input now (the listeners below; tests). */
export function noteOperatorInput(at: number = Date.now()): void {
  lastInputAt = at;
}

/** True when nobody has touched the console for `OPERATOR_ACTIVE_MS`. */
export function isOperatorAway(now: number = Date.now()): boolean {
  return now - lastInputAt > OPERATOR_ACTIVE_MS;
}

if (typeof window !== 'undefined') {
  const note = () => noteOperatorInput();
  for (const type of ['pointerdown', 'keydown', 'click'] as const) {
    window.addEventListener(type, note, { capture: true, passive: true });
  }
}

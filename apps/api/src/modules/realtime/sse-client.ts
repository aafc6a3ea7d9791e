import http from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A minimal Server-Sent Events reader over node:http (tests and the bench): collects events,
 * lets a caller wait for the next one matching a predicate.
 */
export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** Comment lines seen (`: ping`). */
  comments: string[];
  /** `retry:` delays the server set, in order. */
  retries: number[];
  next(predicate: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Called for every event as it arrives (the bench's latency probe). */
  onEvent?: (event: SseEvent) => void;
  closed: Promise<void>;
  close(): void;
}

export function connectSse(
  url: string,
  { agent, headers }: { agent?: http.Agent; headers?: Record<string, string> } = {},
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: 'text/event-stream', ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      const waiters: {
        predicate: (event: SseEvent) => boolean;
        resolve: (event: SseEvent) => void;
      }[] = [];
      let seen = 0;
      const client: SseClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events: [],
        comments: [],
        retries: [],
        closed: new Promise((done) => response.on('close', () => done())),
        next(predicate, timeoutMs = 5_000) {
          const found = client.events.slice(seen).find(predicate);
          if (found) {
            seen = client.events.indexOf(found) + 1;
            return Promise.resolve(found);
          }
          return new Promise((resolveEvent, rejectEvent) => {
            const timer = setTimeout(() => {
              const index = waiters.indexOf(waiter);
              if (index >= 0) waiters.splice(index, 1);
              rejectEvent(new Error(`no matching SSE event within ${timeoutMs} ms`));
            }, timeoutMs);
            const waiter = {
              predicate,
              resolve: (event: SseEvent) => {
                clearTimeout(timer);
                resolveEvent(event);
              },
            };
            waiters.push(waiter);
          });
        },
        close() {
          request.destroy();
        },
      };
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          let event = 'message';
          const data: string[] = [];
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
            else if (line.startsWith('retry:')) client.retries.push(Number(line.slice(6)));
            else if (line.startsWith('event:')) {
              event = line.slice(6).trim();
              isEvent = true;
            } else if (line.startsWith('data:')) {
              data.push(line.slice(5).trimStart());
              isEvent = true;
            }
          }
          if (!isEvent || data.length === 0) continue;
          const parsed = { event, data: data.join('\n') };
          client.events.push(parsed);
          client.onEvent?.(parsed);
          const waiter = waiters.find((candidate) => candidate.predicate(parsed));
          if (waiter) {
            waiters.splice(waiters.indexOf(waiter), 1);
            seen = client.events.length;
            waiter.resolve(parsed);
          }
        }
      });
      resolve(client);
    });
  });
}

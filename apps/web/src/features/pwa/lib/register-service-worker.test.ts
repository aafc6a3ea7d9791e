import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SKIP_WAITING_MESSAGE } from './register-service-worker';

/** Minimal stand-ins for the service worker API, driven by the test. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  install(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function setup({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = new FakeRegistration();
  registration.waiting = waiting ?? null;
  const events = new EventTarget();
  const container = {
    controller: (controlled ? new FakeWorker() : null) as ServiceWorker | null,
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  const reload = vi.fn();
  const stop = registerServiceWorker({
    container,
    scriptUrl: '/sw.js',
    reload,
    logError: vi.fn(),
  });
  const changeController = () => {
    container.controller = new FakeWorker() as unknown as ServiceWorker;
    events.dispatchEvent(new Event('controllerchange'));
  };
  return { container, registration, reload, stop, changeController };
}

/** Lets the registration promise settle, so its listeners are in place. */
const flushRegistration = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('service worker registration', () => {
  it('registers /sw.js', async () => {
    const { container } = setup({ controlled: false });
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js'));
  });

  it('[R4.15] a newly installed worker is told to skip waiting when a previous one controls the page, and the page reloads once', async () => {
    const { registration, reload, changeController } = setup({ controlled: true });
    await flushRegistration();
    const worker = new FakeWorker();
    registration.install(worker);
    worker.becomes('installed');
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);

    changeController();
    changeController();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('[R4.15] a worker left waiting by an earlier visit is told to skip waiting at once', async () => {
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    setup({ controlled: true, waiting });
    await vi.waitFor(() => expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE));
  });

  it('the first worker takes an uncontrolled page without a message or a reload', async () => {
    const { registration, reload, changeController } = setup({ controlled: false });
    await flushRegistration();
    const worker = new FakeWorker();
    registration.install(worker);
    worker.becomes('installed');
    expect(worker.postMessage).not.toHaveBeenCalled();
    changeController();
    expect(reload).not.toHaveBeenCalled();
  });

  it('after clean-up a controller change no longer reloads', () => {
    const { reload, stop, changeController } = setup({ controlled: true });
    stop();
    changeController();
    expect(reload).not.toHaveBeenCalled();
  });
});

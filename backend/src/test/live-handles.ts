import { createHook } from 'node:async_hooks';

/** The kinds of handle that keep a process (or a Jest worker) running: timers and sockets. */
const KINDS = new Set(['Timeout', 'Immediate', 'TCPWRAP', 'TCPSERVERWRAP', 'TCPCONNECTWRAP', 'PIPEWRAP']);

export type LiveHandle = { type: string; createdAt: string };

type Tracked = LiveHandle & { resource: { _destroyed?: boolean } };

/**
 * Records the timers and sockets created from now on, and forgets each one as it is closed,
 * cleared or fired: what remains after an app or a queue has stopped outlived it (the check Jest's
 * --detectOpenHandles makes, for one piece of code). `createdAt` is the stack that made it.
 */
export function trackLiveHandles(): { live(): Promise<LiveHandle[]>; stop(): void } {
  const handles = new Map<number, Tracked>();
  const hook = createHook({
    init(asyncId, type, _trigger, resource) {
      if (!KINDS.has(type)) return;
      // deep enough to reach the code that asked for it, under Node's own frames
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 40;
      const createdAt = new Error().stack ?? '';
      Error.stackTraceLimit = limit;
      handles.set(asyncId, { type, createdAt, resource });
    },
    destroy(asyncId) {
      handles.delete(asyncId);
    },
  });
  hook.enable();
  return {
    /**
     * The handles still open. A socket or server is closed by libuv in the turn after close() and
     * reported closed in an immediate after that: two turns of the event loop pass first. A timer
     * says itself whether it is done.
     */
    async live() {
      for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      return [...handles.values()]
        .filter((handle) => handle.resource._destroyed !== true)
        .map(({ type, createdAt }) => ({ type, createdAt }));
    },
    stop: () => hook.disable(),
  };
}

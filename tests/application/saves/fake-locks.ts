/**
 * A Web Locks stand-in for Node (which has no `navigator.locks`): one browser's locks, shared by
 * every "tab" of a test. Exclusive and shared modes, granted in order of request; `ifAvailable`.
 */
export function createFakeLocks() {
  interface Waiter {
    mode: LockMode;
    grant(): void;
  }
  const held = new Map<string, { mode: LockMode; count: number }>();
  const queues = new Map<string, Waiter[]>();

  const grantable = (name: string, mode: LockMode): boolean => {
    const current = held.get(name);
    return !current || (current.mode === 'shared' && mode === 'shared');
  };
  const take = (name: string, mode: LockMode) => {
    const current = held.get(name);
    held.set(name, { mode, count: (current?.count ?? 0) + 1 });
  };
  const release = (name: string) => {
    const current = held.get(name)!;
    if (current.count > 1) held.set(name, { ...current, count: current.count - 1 });
    else held.delete(name);
    const queue = queues.get(name) ?? [];
    while (queue.length > 0 && grantable(name, queue[0]!.mode)) queue.shift()!.grant();
  };

  async function request<R>(
    name: string,
    optionsOrCallback: LockOptions | ((lock: Lock | null) => Promise<R> | R),
    maybeCallback?: (lock: Lock | null) => Promise<R> | R,
  ): Promise<R> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback)!;
    const mode = options.mode ?? 'exclusive';
    const queue = queues.get(name) ?? [];
    queues.set(name, queue);
    if (!grantable(name, mode) || queue.length > 0) {
      if (options.ifAvailable) return callback(null);
      await new Promise<void>((resolve) => queue.push({ mode, grant: () => (take(name, mode), resolve()) }));
    } else {
      take(name, mode);
    }
    try {
      return await callback({ name, mode } as Lock);
    } finally {
      release(name);
    }
  }

  return { request, query: async () => ({ held: [], pending: [] }) } as unknown as LockManager;
}

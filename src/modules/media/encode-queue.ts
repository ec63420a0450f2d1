/**
 * Bounds image work: at most `limit` sharp jobs run at once (each already uses libvips
 * threads, so more would only thrash a small machine), and concurrent requests for the same
 * result share one job instead of encoding it twice.
 */
export interface EncodeQueue {
  /** Runs `job` when a slot is free; a second call with a `key` still in flight gets the first call's result. */
  run<T>(key: string | null, job: () => Promise<T>): Promise<T>;
}

export function createEncodeQueue(limit: number): EncodeQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  const inFlight = new Map<string, Promise<unknown>>();

  const acquire = (): Promise<void> => {
    if (running < limit) {
      running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so `running` stays as it is.
    if (next !== undefined) next();
    else running--;
  };
  const limited = async <T>(job: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await job();
    } finally {
      release();
    }
  };

  return {
    run<T>(key: string | null, job: () => Promise<T>): Promise<T> {
      if (key === null) return limited(job);
      const existing = inFlight.get(key);
      if (existing !== undefined) return existing as Promise<T>;
      const promise = limited(job).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}

import { AsyncLocalStorage } from "node:async_hooks";

/**
 * On Node 20 the first `AsyncLocalStorage.run()` switches on promise hooks for the whole process, and
 * nothing switches them off again: from the first sign-in on, every promise of every request pays for a
 * hook (an order cost ~70 µs more of the server's ~330 µs of CPU, decision 039). Only Better Auth (three
 * stores, in its global context) and the new-user intent use them, and only while one of their calls
 * runs. The gate counts those calls and, once none is running, disables every store: promise hooks go
 * off with the last one, and the next `run()` switches them on again (docs/decisions/039).
 */

const ours = new Set<AsyncLocalStorage<unknown>>();
let running = 0;
let settling = false;

/** A store of our own, disabled by the gate like Better Auth's. */
export const gatedStorage = <T>(): AsyncLocalStorage<T> => {
  const storage = new AsyncLocalStorage<T>();
  ours.add(storage as AsyncLocalStorage<unknown>);
  return storage;
};

// Better Auth keeps its stores on a global (`@better-auth/core`, context/global), made on first use.
const betterAuthGlobal = Symbol.for("better-auth:global");
type BetterAuthGlobal = { context?: Record<string, unknown> };

/** Every store the gate disables: ours, and whatever stores Better Auth has made so far. */
export const gatedStorages = (): AsyncLocalStorage<unknown>[] => {
  const global = (globalThis as Record<symbol, BetterAuthGlobal | undefined>)[betterAuthGlobal];
  const theirs = Object.values(global?.context ?? {}).filter(
    (value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage,
  );
  return [...ours, ...theirs];
};

const settle = () => {
  settling = false;
  if (running > 0) return;
  for (const storage of gatedStorages()) storage.disable();
};

/**
 * Calls every function of `api` (Better Auth's endpoints) and `handler` through the gate, each endpoint
 * keeping its own properties.
 */
export const gateCalls = <T extends object>(target: T, keys: readonly (keyof T)[]): T => {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get: (object, key, receiver) => {
      const value = Reflect.get(object, key, receiver);
      if (typeof value !== "function" || (keys.length > 0 && !keys.includes(key as keyof T))) return value;
      let gated = wrapped.get(key);
      if (!gated) {
        gated = new Proxy(value, {
          apply: (fn, self, args) => withAsyncContext(() => Reflect.apply(fn, self, args)),
        });
        wrapped.set(key, gated);
      }
      return gated;
    },
  });
};

/**
 * Runs `fn`, which may use the stores, counted. When the last such call has finished, after whatever its
 * promise chain still queued (the next turn of the event loop), the stores are disabled.
 */
export const withAsyncContext = async <T>(fn: () => Promise<T>): Promise<T> => {
  running += 1;
  try {
    return await fn();
  } finally {
    running -= 1;
    if (running === 0 && !settling) {
      settling = true;
      setImmediate(settle);
    }
  }
};

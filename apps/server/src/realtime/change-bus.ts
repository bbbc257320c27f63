import { EventEmitter } from "node:events";
import type { ChangeEvent } from "@comanda/domain";
import { type AuthChange, type AuthListener, createAuthFanout } from "./auth-changes.ts";

/** A listener gets a change of its business, or `resync` when changes may have been missed. */
export type ChangeListener = (message: ChangeEvent | "resync") => void;
/** Every business's changes, for what this process keeps of them all (a cache); `resync` once for all. */
export type EveryChangeListener = (message: { businessId: string; event: ChangeEvent } | "resync") => void;

export type ChangeBus = {
  /** Call only after the transaction that made the change has committed. */
  publish: (businessId: string, event: ChangeEvent) => Promise<void>;
  subscribe: (businessId: string, listener: ChangeListener) => () => void;
  /** Internal only: never hand what it hears to a client, whose business is one of many here. */
  subscribeAll: (listener: EveryChangeListener) => () => void;
  /** Session, user and business rows that changed on any instance (see auth-changes.ts). */
  subscribeAuth: (listener: AuthListener) => () => void;
  /**
   * Resolves once every change and auth change committed before the call has reached this process's
   * listeners; false when that cannot be known (the PostgreSQL listener is down), so nothing cached may
   * be trusted.
   */
  heardChanges: () => Promise<boolean>;
  close: () => Promise<void>;
};

/** Fan-out to this process's listeners, one channel per business so no listener sees another's. */
export const createLocalFanout = () => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const everywhere = new Set<EveryChangeListener>();
  return {
    emit: (businessId: string, event: ChangeEvent) => {
      for (const listener of everywhere) listener({ businessId, event });
      emitter.emit(`business:${businessId}`, event);
    },
    resyncAll: () => {
      for (const listener of everywhere) listener("resync");
      for (const name of emitter.eventNames()) emitter.emit(name, "resync");
    },
    subscribeAll: (listener: EveryChangeListener) => {
      everywhere.add(listener);
      return () => {
        everywhere.delete(listener);
      };
    },
    subscribe: (businessId: string, listener: ChangeListener) => {
      const channel = `business:${businessId}`;
      emitter.on(channel, listener);
      return () => {
        emitter.off(channel, listener);
      };
    },
    clear: () => {
      everywhere.clear();
      emitter.removeAllListeners();
    },
  };
};

/** SQLite runs one process, so its bus is in memory; `announceAuth` is fed by the database's triggers. */
export const createMemoryBus = (): ChangeBus & { announceAuth: (change: AuthChange) => void } => {
  const fanout = createLocalFanout();
  const auth = createAuthFanout();
  return {
    publish: async (businessId, event) => {
      fanout.emit(businessId, event);
    },
    subscribe: fanout.subscribe,
    subscribeAll: fanout.subscribeAll,
    subscribeAuth: auth.subscribe,
    // The triggers call back inside the write itself (sqlite-auth-triggers.ts): nothing is ever pending.
    heardChanges: async () => true,
    announceAuth: auth.emit,
    close: async () => {
      fanout.clear();
      auth.clear();
    },
  };
};

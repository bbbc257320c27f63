import { EventEmitter } from "node:events";
import type { ChangeEvent } from "@comanda/domain";
import { type AuthChange, type AuthListener, createAuthFanout } from "./auth-changes.ts";
import { createRowFanout, type RowChange, type RowListener } from "./row-changes.ts";

/** A listener gets a change of its business, or `resync` when changes may have been missed. */
export type ChangeListener = (message: ChangeEvent | "resync") => void;

export type ChangeBus = {
  /** Call only after the transaction that made the change has committed. */
  publish: (businessId: string, event: ChangeEvent) => Promise<void>;
  subscribe: (businessId: string, listener: ChangeListener) => () => void;
  /** Session, user and business rows that changed on any instance (see auth-changes.ts). */
  subscribeAuth: (listener: AuthListener) => () => void;
  /** Rows of the tables whose lists are cached, written on any instance (see row-changes.ts). */
  subscribeRows: (listener: RowListener) => () => void;
  /**
   * Resolves once every auth and row change committed before the call has reached `subscribeAuth` and
   * `subscribeRows` listeners; false when that cannot be known (the PostgreSQL listener is down), so
   * nothing cached may be trusted.
   */
  heardChanges: () => Promise<boolean>;
  close: () => Promise<void>;
};

/** Fan-out to this process's listeners, one channel per business so no listener sees another's. */
export const createLocalFanout = () => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (businessId: string, message: ChangeEvent | "resync") =>
      emitter.emit(`business:${businessId}`, message),
    resyncAll: () => {
      for (const name of emitter.eventNames()) emitter.emit(name, "resync");
    },
    subscribe: (businessId: string, listener: ChangeListener) => {
      const channel = `business:${businessId}`;
      emitter.on(channel, listener);
      return () => {
        emitter.off(channel, listener);
      };
    },
    clear: () => emitter.removeAllListeners(),
  };
};

/**
 * SQLite runs one process, so its bus is in memory; `announceAuth` and `announceRows` are fed by the
 * database's triggers.
 */
export const createMemoryBus = (): ChangeBus & {
  announceAuth: (change: AuthChange) => void;
  announceRows: (change: RowChange) => void;
} => {
  const fanout = createLocalFanout();
  const auth = createAuthFanout();
  const rows = createRowFanout();
  return {
    publish: async (businessId, event) => {
      fanout.emit(businessId, event);
    },
    subscribe: fanout.subscribe,
    subscribeAuth: auth.subscribe,
    subscribeRows: rows.subscribe,
    // The triggers call back inside the write itself (sqlite-*-triggers.ts): nothing is ever pending.
    heardChanges: async () => true,
    announceAuth: auth.emit,
    announceRows: rows.emit,
    close: async () => {
      fanout.clear();
      auth.clear();
      rows.clear();
    },
  };
};

import { EventEmitter } from "node:events";
import type { ChangeEvent } from "@comanda/domain";

/** A listener gets a change of its business, or `resync` when changes may have been missed. */
export type ChangeListener = (message: ChangeEvent | "resync") => void;

export type ChangeBus = {
  /** Call only after the transaction that made the change has committed. */
  publish: (businessId: string, event: ChangeEvent) => Promise<void>;
  subscribe: (businessId: string, listener: ChangeListener) => () => void;
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

/** SQLite runs one process, so its bus is in memory. */
export const createMemoryBus = (): ChangeBus => {
  const fanout = createLocalFanout();
  return {
    publish: async (businessId, event) => {
      fanout.emit(businessId, event);
    },
    subscribe: fanout.subscribe,
    close: async () => {
      fanout.clear();
    },
  };
};

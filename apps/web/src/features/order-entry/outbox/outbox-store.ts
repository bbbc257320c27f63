import type { Order, OrderInput } from "@comanda/domain";
import { useMemo, useSyncExternalStore } from "react";
import { storageListeners } from "@/lib/storage-listeners";
import { type OutboxEntry, outcomeOf, parseOutbox, refuse, waiting, withoutEntry } from "./outbox";

/**
 * The outbox in localStorage, shared by the dialog that fills it and the board's chip that empties it (and
 * by another tab of this device, which may queue or send one too).
 */
const { notify, subscribe } = storageListeners();

const readRaw = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const readOutbox = (key: string): OutboxEntry[] => parseOutbox(readRaw(key));

export const updateOutbox = (key: string, change: (entries: OutboxEntry[]) => OutboxEntry[]) => {
  const next = change(readOutbox(key));
  try {
    if (next.length > 0) localStorage.setItem(key, JSON.stringify(next));
    else localStorage.removeItem(key);
  } finally {
    notify();
  }
};

export function useOutbox(key: string): OutboxEntry[] {
  const raw = useSyncExternalStore(subscribe, () => readRaw(key));
  return useMemo(() => parseOutbox(raw), [raw]);
}

const sending = new Set<string>();

/**
 * Sends the waiting orders, oldest first, one at a time. A refusal stays in the outbox with the server's reason;
 * no answer stops the round (the network is still down) until the next 'online' event or tick. One round at a
 * time per outbox: two would send an order twice (harmless, the id makes it once, but wasteful).
 */
export async function sendOutbox(
  key: string,
  send: (input: OrderInput) => Promise<Order>,
  onSent: (order: Order) => void,
): Promise<void> {
  if (sending.has(key)) return;
  sending.add(key);
  try {
    for (const entry of waiting(readOutbox(key))) {
      try {
        const order = await send(entry.input);
        updateOutbox(key, (entries) => withoutEntry(entries, entry.id));
        onSent(order);
      } catch (error) {
        if (outcomeOf(error) === "retry") break;
        const reason = error instanceof Error ? error.message : String(error);
        updateOutbox(key, (entries) => refuse(entries, entry.id, reason));
      }
    }
  } finally {
    sending.delete(key);
  }
}

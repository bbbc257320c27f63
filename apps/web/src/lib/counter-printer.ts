import { useSyncExternalStore } from "react";
import { z } from "zod";
import { storageListeners } from "./storage-listeners";

/**
 * Decision 044: the printer this device's counter prints receipts and Z reports on (a station's network
 * printer), or none: the browser's print dialog, as before. One choice per device, every screen sees it.
 */
const key = "comanda.counter-printer";
const stored = z.object({ stationId: z.string().max(100), name: z.string().max(100) }).nullable();
export type CounterPrinter = z.infer<typeof stored>;

const { notify, subscribe } = storageListeners();
let current: { text: string | null; value: CounterPrinter } = { text: null, value: null };

const read = (): CounterPrinter => {
  let text: string | null = null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null; // blocked storage: the browser prints
  }
  if (text === current.text) return current.value;
  let value: CounterPrinter = null;
  try {
    const parsed = stored.safeParse(JSON.parse(text ?? "null"));
    value = parsed.success ? parsed.data : null;
  } catch {}
  current = { text, value };
  return value;
};

export const setCounterPrinter = (printer: CounterPrinter) => {
  try {
    if (printer) localStorage.setItem(key, JSON.stringify(printer));
    else localStorage.removeItem(key);
  } catch {
    // Full or blocked storage: nothing to remember it in.
  }
  notify();
};

export const useCounterPrinter = () => useSyncExternalStore(subscribe, read, () => null);

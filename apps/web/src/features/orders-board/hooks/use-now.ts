import { useSyncExternalStore } from "react";

/** The board's one clock: every card's "hace 4 min" and waiting colour read it, so one timer serves them all. */
export const boardTickMs = 20_000;

// Decision 085: one ticker for the page, read where the time shows (a card's "hace N min" is a leaf of its own), so
// a tick renders those leaves and the cards whose colour changed, not 400 cards.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const each of listeners) each();
    }, boardTickMs);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
};

const snapshot = () => now;

export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * Who listens to a value this device keeps in localStorage, for useSyncExternalStore: this tab's writes call
 * `notify`; another tab's arrive as the window's 'storage' event.
 */
export function storageListeners() {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    window.addEventListener("storage", listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", listener);
    };
  };
  return { notify, subscribe };
}

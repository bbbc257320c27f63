import { useSyncExternalStore } from "react";

const subscribe = (listener: () => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

/** Whether the browser believes it has a network (decision 028); a failed request says more. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);

import { useCallback, useState } from "react";
import { type BoardSettings, readBoardSettings, writeBoardSettings } from "@/entities/order/board-settings";

/**
 * This device's filters, sound and thresholds (docs/product.md#orders-board), read once and written on every
 * change.
 */
export function useBoardSettings() {
  const [settings, setSettings] = useState(() => readBoardSettings());
  // One function for the page's life: the memoised filters keep their props (decision 093).
  const update = useCallback(
    (change: Partial<BoardSettings>) =>
      setSettings((current) => {
        const next = { ...current, ...change };
        writeBoardSettings(next);
        return next;
      }),
    [],
  );
  return [settings, update] as const;
}

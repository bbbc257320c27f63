import { useState } from "react";
import { type BoardSettings, readBoardSettings, writeBoardSettings } from "@/entities/order/board-settings";

/**
 * This device's filters, sound and thresholds (docs/product.md#orders-board), read once and written on every
 * change.
 */
export function useBoardSettings() {
  const [settings, setSettings] = useState(() => readBoardSettings());
  const update = (change: Partial<BoardSettings>) =>
    setSettings((current) => {
      const next = { ...current, ...change };
      writeBoardSettings(next);
      return next;
    });
  return [settings, update] as const;
}

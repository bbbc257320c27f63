import { useState } from "react";
import { type BoardSettings, readBoardSettings, writeBoardSettings } from "@/entities/order/board-settings";

/** This device's filters, sound and thresholds, read once and written on every change (issue 9 point 4). */
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

import { useCallback, useState } from "react";
import { z } from "zod";

/** Decision 046: each kitchen screen keeps its own station, order and sound (a tablet per station). */
export const kitchenSettingsKey = "comanda.kitchen-display";

const kitchenSettings = z.object({
  /** which display this device is: the board, the kitchen's (KITCHEN's by default), or the pass (decision 087) */
  view: z.enum(["board", "kitchen", "pass"]).nullable().catch(null),
  /** the station whose lines it shows; null: every station */
  station: z.string().max(100).nullable().catch(null),
  oldestFirst: z.boolean().catch(true),
  muted: z.boolean().catch(false),
});
export type KitchenSettings = z.output<typeof kitchenSettings>;

const defaults: KitchenSettings = { view: null, station: null, oldestFirst: true, muted: false };

export function readKitchenSettings(storage: Storage = localStorage): KitchenSettings {
  try {
    const parsed = kitchenSettings.safeParse(JSON.parse(storage.getItem(kitchenSettingsKey) ?? "{}"));
    return parsed.success ? parsed.data : defaults;
  } catch {
    return defaults; // unreadable or blocked storage: the display works, it just forgets
  }
}

export function useKitchenSettings() {
  const [settings, setSettings] = useState(() => readKitchenSettings());
  // One function for the page's life: the memoised display and its controls keep their props (decision 093).
  const update = useCallback(
    (change: Partial<KitchenSettings>) =>
      setSettings((current) => {
        const next = { ...current, ...change };
        try {
          localStorage.setItem(kitchenSettingsKey, JSON.stringify(next));
        } catch {
          // Full or blocked storage: the choice holds until the page reloads.
        }
        return next;
      }),
    [],
  );
  return [settings, update] as const;
}

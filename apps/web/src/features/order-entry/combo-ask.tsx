import { type PromotionOption, pesosToCentavos } from "@comanda/domain";
import { lazy, Suspense } from "react";
import type { ComboStep } from "@/components/combo-choices";
import { addPromotion, changeComboChoices, type OrderLineDraft, type PromotionLine } from "./order-draft";

// A chunk of its own, with the choice sheet's route (scripts/routes.ts).
const ComboSheet = lazy(async () => ({ default: (await import("@/components/combo-sheet")).ComboSheet }));

/** Decision 080: a combo being asked its products' choices: a new one, or a line's being changed. */
export type ComboAsking = { option: PromotionOption; steps: ComboStep[]; line: PromotionLine | null };

type ComboAskProps = {
  asking: ComboAsking;
  onLines: (change: (lines: OrderLineDraft[]) => OrderLineDraft[]) => void;
  onClose: () => void;
};

/**
 * The combo's sheets; their answer adds the combo (to the line with the same choices, else a line of its own) or
 * changes its line's choices.
 */
export function ComboAsk({ asking, onLines, onClose }: ComboAskProps) {
  const { option, steps, line } = asking;
  return (
    <Suspense fallback={null}>
      <ComboSheet
        comboName={option.name}
        value={pesosToCentavos(option.value)}
        steps={steps}
        {...(line?.choices ? { initial: line.choices } : {})}
        onDone={(choices) => {
          onClose();
          onLines((lines) =>
            line ? changeComboChoices(lines, line, option, choices) : addPromotion(lines, option, 1, choices),
          );
        }}
        onClose={onClose}
      />
    </Suspense>
  );
}

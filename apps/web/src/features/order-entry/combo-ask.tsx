import { type PromotionOption, pesosToCentavos } from "@comanda/domain";
import { lazy, Suspense } from "react";
import { type ComboChoice, type ComboStep, comboChoicesPrice } from "@/components/combo-choices";
import { addPromotion, type OrderLineDraft, type PromotionLine } from "./order-draft";

// A chunk of its own, with the choice sheet's route (scripts/routes.ts).
const ComboSheet = lazy(async () => ({ default: (await import("@/components/combo-sheet")).ComboSheet }));

/** Decision 080: a combo being asked its products' choices: a new one, or a line's being changed. */
export type ComboAsking = { option: PromotionOption; steps: ComboStep[]; line: PromotionLine | null };

/** A combo line with other choices for its products, priced with them (centavos). */
export const changeComboChoices = (
  lines: readonly OrderLineDraft[],
  line: PromotionLine,
  option: PromotionOption,
  choices: readonly ComboChoice[],
): OrderLineDraft[] =>
  lines.map((each) => {
    if (each.kind !== "promotion" || each.itemId !== line.itemId) return each;
    const { choices: _before, ...rest } = each;
    const unitPrice = pesosToCentavos(option.value) + comboChoicesPrice(option.items, choices);
    return { ...rest, unitPrice, ...(choices.length > 0 ? { choices } : {}) };
  });

type ComboAskProps = {
  asking: ComboAsking;
  onLines: (change: (lines: OrderLineDraft[]) => OrderLineDraft[]) => void;
  onClose: () => void;
};

/** The combo's sheets; their answer adds the combo or changes its line's choices. */
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

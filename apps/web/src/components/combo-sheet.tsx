import { useState } from "react";
import { ChoiceSheet } from "./choice-sheet";
import { type ComboChoice, type ComboStep, comboChoicesPrice } from "./combo-choices";

type ComboSheetProps = {
  comboName: string;
  /** centavos */
  value: number;
  steps: readonly ComboStep[];
  /** the products' choices, those with none left out */
  onDone: (choices: ComboChoice[]) => void;
  onClose: () => void;
  /** a combo line's choices being changed ('Guardar' on the last sheet); none: a new combo ('Agregar') */
  initial?: readonly ComboChoice[];
};

/**
 * Decision 080: a combo whose products ask their own groups asks them in its products' order, one sheet each
 * ('Bife de chorizo · Combo Parrilla'), its price counting each option once per unit of the product in a combo;
 * the last sheet adds the combo (or saves a combo line's, starting from them). A combo's product takes no note.
 */
export function ComboSheet({ comboName, value, steps, onDone, onClose, initial }: ComboSheetProps) {
  const [chosen, setChosen] = useState<ComboChoice[]>([]);
  const step = steps[chosen.length];
  if (!step) return null;
  const last = chosen.length === steps.length - 1;
  const sofar = value + comboChoicesPrice(steps, chosen);
  return (
    <ChoiceSheet
      key={step.productId}
      productName={`${step.name} · ${comboName}`}
      basePrice={sofar}
      optionUnits={step.quantityNeeded}
      groups={step.groups}
      initial={{
        options: [...(initial?.find((each) => each.productId === step.productId)?.options ?? [])],
        note: null,
      }}
      withNote={false}
      confirmLabel={!last ? "Siguiente" : initial ? "Guardar" : "Agregar"}
      onConfirm={(choice) => {
        const next = [...chosen, { productId: step.productId, name: step.name, options: choice.options }];
        if (last) onDone(next.filter((each) => each.options.length > 0));
        else setChosen(next);
      }}
      onClose={onClose}
    />
  );
}

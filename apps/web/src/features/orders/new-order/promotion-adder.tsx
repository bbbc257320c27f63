import { formatPesos, type PromotionOption } from "@comanda/domain";
import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { usePromotionOptions } from "./api/promotion-options";
import { type OrderLineDraft, promotionChoices } from "./order-draft";
import { QuantityOptions, SelectField } from "./select-field";

type PromotionAdderProps = {
  lines: readonly OrderLineDraft[];
  onAdd: (promotion: PromotionOption, quantity: number) => void;
  disabled: boolean;
};

const optionText = (option: PromotionOption, choices: number) =>
  `${option.name} · ${formatPesos(option.value)}${choices === 0 ? " · Sin stock" : ""}`;

/**
 * docs/product.md#screens and #validation: a combo that can be sold now and how many, up to what the stock of its tracked products
 * allows; the add button stays off until both are chosen. Shown only when there is a combo to offer.
 */
export function PromotionAdder({ lines, onAdd, disabled }: PromotionAdderProps) {
  const promotions = usePromotionOptions();
  const [selectedId, setSelectedId] = useState("");
  const [quantity, setQuantity] = useState("");
  const items = promotions.data?.items ?? [];
  const selected = items.find((option) => option.id === selectedId) ?? null;
  const choices = selected ? promotionChoices(lines, selected) : 0;
  const chosen = Number(quantity);
  const canAdd = selected !== null && chosen >= 1 && chosen <= choices;

  if (items.length === 0) return null;

  const handleSelect = (id: string) => {
    setSelectedId(id);
    const option = items.find((each) => each.id === id);
    if (!option || Number(quantity) > promotionChoices(lines, option)) setQuantity("");
  };

  const handleAdd = () => {
    if (!selected || !canAdd) return;
    onAdd(selected, chosen);
    setSelectedId("");
    setQuantity("");
  };

  return (
    <Stack
      role="group"
      aria-label="Promociones"
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      sx={{ alignItems: { sm: "flex-start" } }}
    >
      <SelectField label="Promoción" value={selectedId} onChange={handleSelect} disabled={disabled}>
        <option value="">Elegí una promoción</option>
        {items.map((option) => {
          const left = promotionChoices(lines, option);
          return (
            <option key={option.id} value={option.id} disabled={left === 0}>
              {optionText(option, left)}
            </option>
          );
        })}
      </SelectField>
      <SelectField
        label="Cantidad"
        value={quantity}
        onChange={setQuantity}
        disabled={disabled || choices === 0}
        sx={{ width: { sm: 140 }, flexShrink: 0 }}
      >
        <QuantityOptions count={choices} placeholder="Elegí" />
      </SelectField>
      <Button
        variant="outlined"
        size="large"
        startIcon={<Add />}
        onClick={handleAdd}
        disabled={disabled || !canAdd}
        sx={{ flexShrink: 0, whiteSpace: "nowrap", minHeight: 56 }}
      >
        Agregar Promoción
      </Button>
    </Stack>
  );
}

import { limits, type RecipeUnit } from "@comanda/domain";
import { type IngredientEffect, ingredientEffects } from "@comanda/domain/modifier-group";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Close from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import { useWatch } from "react-hook-form";
import { FormSelectField } from "@/components/form-select-field";
import { FormTextField } from "@/components/form-text-field";
import type { GroupForm } from "../lib/modifier-group-form-values";
import { IngredientField } from "./ingredient-field";
import { SoldOutSwitch } from "./sold-out-switch";

const effectLabels: Record<IngredientEffect, string> = {
  none: "No cambia el stock",
  add: "Suma un ingrediente",
  remove: "Quita un ingrediente de la receta",
};

const unitText: Record<RecipeUnit, string> = { g: "g", ml: "ml", piece: "unidad" };
const moneyInput = { inputMode: "decimal", autoComplete: "off", maxLength: 20 } as const;
const amountInput = { inputMode: "decimal", autoComplete: "off", maxLength: 20 } as const;

export type OptionRowProps = {
  form: GroupForm;
  index: number;
  count: number;
  groupId: string | null;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One option: its name, what it adds to the price, and what it does to stock (decision 080). */
export function OptionRow({ form, index, count, groupId, disabled, onMove, onRemove }: OptionRowProps) {
  const option = useWatch({ control: form.control, name: `options.${index}` });
  const label = option.name.trim() || `opción ${index + 1}`;
  return (
    <Box
      role="group"
      aria-label={`Opción ${index + 1}`}
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}
    >
      <Stack spacing={1.5}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
          <FormTextField
            form={form}
            name={`options.${index}.name`}
            label="Nombre"
            required
            size="small"
            autoComplete="off"
            maxLength={limits.modifierOptionName}
            sx={{ flex: 2 }}
          />
          <FormTextField
            form={form}
            name={`options.${index}.price`}
            label="Precio adicional"
            hint="En pesos; vacío es $ 0"
            size="small"
            htmlInput={moneyInput}
            sx={{ flex: 1 }}
          />
          <FormSelectField
            control={form.control}
            name={`options.${index}.ingredient_effect`}
            label="Stock"
            size="small"
            options={ingredientEffects}
            optionLabels={effectLabels}
            sx={{ flex: 2 }}
          />
        </Stack>
        {option.ingredient_effect !== "none" && (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
            <IngredientField form={form} index={index} disabled={disabled} />
            {option.ingredient_effect === "add" && (
              <FormTextField
                form={form}
                name={`options.${index}.quantity_needed`}
                label="Cantidad"
                hint="Por unidad vendida"
                size="small"
                htmlInput={amountInput}
                sx={{ flex: 1 }}
                endAdornment={
                  option.unit ? <InputAdornment position="end">{unitText[option.unit]}</InputAdornment> : null
                }
              />
            )}
          </Stack>
        )}
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
          {option.id && groupId ? (
            <SoldOutSwitch
              groupId={groupId}
              optionId={option.id}
              soldOut={option.soldOut}
              onChange={(soldOut) => form.setValue(`options.${index}.soldOut`, soldOut)}
            />
          ) : (
            <span />
          )}
          <Stack direction="row">
            <IconButton
              aria-label={`Subir ${label}`}
              disabled={disabled || index === 0}
              onClick={() => onMove(index - 1)}
            >
              <ArrowUpward />
            </IconButton>
            <IconButton
              aria-label={`Bajar ${label}`}
              disabled={disabled || index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDownward />
            </IconButton>
            {/* A group keeps at least one option (decision 080). */}
            <IconButton aria-label={`Quitar ${label}`} disabled={disabled || count === 1} onClick={onRemove}>
              <Close />
            </IconButton>
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}

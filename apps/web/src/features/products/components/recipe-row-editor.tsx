import {
  fromThousandths,
  type IngredientOption,
  type RecipeUnit,
  readQuantity,
  recipeRowInput,
  recipeUnitLabels,
  recipeUnitMatches,
  recipeUnitMismatch,
  recipeUnitOf,
  recipeUnits,
} from "@comanda/domain";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { SearchAutocomplete } from "@/components/search-autocomplete";
import { useIngredientPicker } from "@/entities/ingredient/ingredient-picker";
import type { RecipeRowField } from "../lib/product-form-values";

type RowErrors = { ingredient?: string; quantity?: string; unit?: string };

export type RecipeRowEditorProps = {
  /** Ingredients already in the recipe: a recipe names each one once. */
  taken: readonly string[];
  onAdd: (row: RecipeRowField) => void;
};

/** Reads "250" or "0,5" as the amount of a row; the domain's rules then check it against the unit. */
const amountOf = (text: string): number | string => {
  const reading = readQuantity(text);
  if (reading.ok) return fromThousandths(reading.thousandths);
  return reading.problem === "negative"
    ? "La cantidad necesaria debe ser mayor a 0."
    : "Ingresá una cantidad válida, por ejemplo 250 o 0,5.";
};

/** docs/product.md#validation product ingredient row: ingredient, amount and unit; 'Agregar' waits until all three are set. */
export function RecipeRowEditor({ taken, onAdd }: RecipeRowEditorProps) {
  const [ingredient, setIngredient] = useState<IngredientOption | null>(null);
  const [quantity, setQuantity] = useState("");
  const [unit, setUnit] = useState<RecipeUnit | "">("");
  const [errors, setErrors] = useState<RowErrors>({});
  const picker = useIngredientPicker();

  const handleIngredientChange = (next: IngredientOption | null) => {
    setIngredient(next);
    // Decision 017: kg is weighed in g, lt in ml, pieces in pieces.
    setUnit(next ? recipeUnitOf[next.unit] : "");
    setErrors({});
  };

  const handleUnitChange = (next: RecipeUnit) => {
    setUnit(next);
    setErrors((current) => ({
      ...current,
      unit:
        ingredient && !recipeUnitMatches(ingredient.unit, next)
          ? recipeUnitMismatch(ingredient.unit)
          : undefined,
    }));
  };

  const handleAdd = () => {
    if (!ingredient || unit === "") return;
    if (taken.includes(ingredient.id)) {
      setErrors({ ingredient: `${ingredient.name} ya está en la receta.` });
      return;
    }
    if (!recipeUnitMatches(ingredient.unit, unit)) {
      setErrors({ unit: recipeUnitMismatch(ingredient.unit) });
      return;
    }
    const amount = amountOf(quantity);
    const problem =
      typeof amount === "string"
        ? amount
        : recipeRowInput.safeParse({ ingredient_id: ingredient.id, quantity_needed: amount, unit }).error
            ?.issues[0]?.message;
    if (problem !== undefined || typeof amount === "string") {
      setErrors({ quantity: problem });
      return;
    }
    onAdd({
      ingredientId: ingredient.id,
      name: ingredient.name,
      ingredientUnit: ingredient.unit,
      cost: ingredient.cost,
      quantityNeeded: amount,
      unit,
    });
    setIngredient(null);
    // The next pick lists every ingredient again, not only the one just added.
    picker.search.reset();
    setQuantity("");
    setUnit("");
    setErrors({});
  };

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
      <SearchAutocomplete
        {...picker}
        value={ingredient}
        onChange={handleIngredientChange}
        getOptionDisabled={(option) => taken.includes(option.id)}
        error={errors.ingredient !== undefined}
        helperText={errors.ingredient}
      />
      <TextField
        sx={{ flex: 1, minWidth: 0 }}
        size="small"
        label="Cantidad necesaria"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={errors.quantity !== undefined}
        helperText={errors.quantity}
        slotProps={{ htmlInput: { inputMode: "decimal", autoComplete: "off", maxLength: 20 } }}
      />
      <TextField
        sx={{ flex: 1, minWidth: 120 }}
        select
        size="small"
        label="Unidad"
        value={unit}
        onChange={(event) => handleUnitChange(event.target.value as RecipeUnit)}
        error={errors.unit !== undefined}
        helperText={errors.unit}
      >
        {recipeUnits.map((option) => (
          <MenuItem key={option} value={option}>
            {recipeUnitLabels[option]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        onClick={handleAdd}
        disabled={!ingredient || quantity.trim() === "" || unit === ""}
        sx={{ alignSelf: { xs: "flex-end", sm: "flex-start" }, mt: { sm: 0.25 } }}
      >
        Agregar
      </Button>
    </Stack>
  );
}

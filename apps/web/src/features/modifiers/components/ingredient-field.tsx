import { type IngredientUnit, recipeUnitOf } from "@comanda/domain";
import { useController, useWatch } from "react-hook-form";
import { SearchAutocomplete } from "@/components/search-autocomplete";
import { useIngredientPicker } from "@/entities/ingredient/ingredient-picker";
import type { GroupForm } from "../lib/modifier-group-form-values";

/** An ingredient as the picker holds it: a saved option knows its name, not its ingredient's unit. */
type Picked = { id: string; name: string; unit?: IngredientUnit };

type IngredientFieldProps = { form: GroupForm; index: number; disabled: boolean };

/** The option's ingredient, searched by name among the enabled ones like a recipe row's. */
export function IngredientField({ form, index, disabled }: IngredientFieldProps) {
  const picker = useIngredientPicker();
  const { field, fieldState } = useController({
    control: form.control,
    name: `options.${index}.ingredient_id`,
  });
  const name = useWatch({ control: form.control, name: `options.${index}.ingredientName` });
  const effect = useWatch({ control: form.control, name: `options.${index}.ingredient_effect` });
  const value: Picked | null = field.value ? { id: field.value, name } : null;

  const handleChange = (next: Picked | null) => {
    field.onChange(next?.id ?? "");
    form.setValue(`options.${index}.ingredientName`, next?.name ?? "");
    // Decision 017: an ingredient in kg is measured in g, in lt in ml, in pieces in pieces.
    form.setValue(`options.${index}.unit`, next?.unit ? recipeUnitOf[next.unit] : null);
    form.clearErrors(`options.${index}.quantity_needed`);
  };

  return (
    <SearchAutocomplete<Picked>
      {...picker}
      value={value}
      onChange={handleChange}
      disabled={disabled}
      error={fieldState.error !== undefined}
      helperText={
        fieldState.error?.message ??
        (effect === "remove" ? "No se descuenta lo que la receta lleva de este ingrediente" : undefined)
      }
    />
  );
}

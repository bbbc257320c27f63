import {
  type Ingredient,
  type IngredientUnit,
  type IngredientValues,
  ingredientUnits,
  limits,
  unitLabels,
} from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Stack from "@mui/material/Stack";
import { useForm, useWatch } from "react-hook-form";
import { DialogForm } from "@/components/dialog-form";
import { FormSelectField } from "@/components/form-select-field";
import { FormNameField, FormTextField } from "@/components/form-text-field";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { useNotify } from "@/lib/use-notify";
import { useCreateIngredient } from "../api/create-ingredient";
import { useUpdateIngredient } from "../api/update-ingredient";
import { useStockSeen } from "../hooks/use-stock-seen";
import {
  emptyIngredientFields,
  fieldsOf,
  type IngredientFields,
  ingredientFieldNames,
  ingredientForm,
  inputOf,
  isEmpty,
} from "../lib/ingredient-form-values";

// Both separators are accepted ("1,5" or "1.5"); the phone keyboard offers them.
const decimalInput = { inputMode: "decimal", autoComplete: "off", maxLength: 40 } as const;

// Decision 017: the cost is per the unit the ingredient is counted in.
const costLabels: Record<IngredientUnit, string> = {
  kg: "Costo por kg",
  lt: "Costo por litro",
  piece: "Costo por unidad",
};

type IngredientFormProps = { ingredient: Ingredient | null; titleId: string; onClose: () => void };

/** docs/product.md#screens and #validation ingredient dialog: create, or edit when an ingredient is given. */
export function IngredientForm({ ingredient, titleId, onClose }: IngredientFormProps) {
  const create = useCreateIngredient();
  const update = useUpdateIngredient();
  const mutation = ingredient ? update : create;
  const notify = useNotify();
  const stock = useStockSeen(ingredient?.id, ingredient?.quantity ?? 0);
  const form = useForm<IngredientFields, unknown, IngredientValues>({
    resolver: zodResolver(ingredientForm),
    defaultValues: ingredient ? fieldsOf(ingredient) : emptyIngredientFields,
  });
  const fields = useWatch({ control: form.control });

  const handleSave = form.handleSubmit((values) => {
    const input = inputOf(values);
    const options = {
      onSuccess: () => {
        notify.success(ingredient ? "Ingrediente actualizado." : "Ingrediente creado.");
        onClose();
      },
      onError: (error: Error) => {
        showServerFieldErrors(form, error, ingredientFieldNames);
        void stock.refreshOn(error);
      },
    };
    if (ingredient) update.mutate({ id: ingredient.id, ...input, stock_seen: stock.seen }, options);
    else create.mutate(input, options);
  });

  const formError = formErrorMessage(mutation.error, ingredientFieldNames);

  return (
    <DialogForm
      onSubmit={handleSave}
      aria-labelledby={titleId}
      error={formError}
      pending={mutation.isPending}
      submitLabel={ingredient ? "Editar" : "Crear"}
      canSubmit={!isEmpty(fields)}
      onCancel={onClose}
    >
      <FormNameField form={form} autoComplete="off" autoFocus maxLength={limits.ingredientName} />
      <FormTextField
        form={form}
        name="code"
        label="Código (opcional)"
        autoComplete="off"
        maxLength={limits.ingredientCode}
      />
      <FormSelectField
        control={form.control}
        name="unit"
        label="Unidad"
        required
        options={ingredientUnits}
        optionLabels={unitLabels}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          form={form}
          name="quantity"
          hint="Por ejemplo 1,5"
          label="Cantidad"
          required
          htmlInput={decimalInput}
        />
        <FormTextField
          form={form}
          name="min_quantity"
          hint="Avisa stock bajo al llegar a esta cantidad"
          label="Cantidad mínima"
          required
          htmlInput={decimalInput}
        />
      </Stack>
      <FormTextField
        form={form}
        name="cost"
        label={fields.unit ? costLabels[fields.unit] : "Costo"}
        hint="Opcional, en pesos: da el costo de las recetas que lo usan"
        htmlInput={decimalInput}
      />
    </DialogForm>
  );
}

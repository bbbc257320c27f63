import {
  type Ingredient,
  type IngredientValues,
  ingredientInput,
  ingredientUnits,
  limits,
  unitLabels,
} from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useNotify } from "../../../components/use-notify";
import { formErrorMessage, showServerFieldErrors, textFieldProps } from "../../../lib/form-field";
import { useCreateIngredient } from "../api/create-ingredient";
import { useUpdateIngredient } from "../api/update-ingredient";
import {
  emptyIngredientFields,
  fieldsOf,
  type IngredientFields,
  ingredientFieldNames,
  inputOf,
  isEmpty,
} from "./ingredient-form-values";

// Both separators are accepted ("1,5" or "1.5"); the phone keyboard offers them.
const decimalInput = { inputMode: "decimal", autoComplete: "off", maxLength: 40 } as const;

type IngredientFormProps = { ingredient: Ingredient | null; titleId: string; onClose: () => void };

/** SPEC §2/§5 ingredient dialog: create, or edit when an ingredient is given. */
export function IngredientForm({ ingredient, titleId, onClose }: IngredientFormProps) {
  const create = useCreateIngredient();
  const update = useUpdateIngredient();
  const mutation = ingredient ? update : create;
  const notify = useNotify();
  const form = useForm<IngredientFields, unknown, IngredientValues>({
    resolver: zodResolver(ingredientInput),
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
      onError: (error: Error) => showServerFieldErrors(form, error, ingredientFieldNames),
    };
    if (ingredient) update.mutate({ id: ingredient.id, ...input }, options);
    else create.mutate(input, options);
  });

  const formError = formErrorMessage(mutation.error, ingredientFieldNames);

  return (
    <form noValidate onSubmit={handleSave} aria-labelledby={titleId}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            {...textFieldProps(form, "name")}
            label="Nombre"
            autoComplete="off"
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: limits.ingredientName } }}
          />
          <TextField
            {...textFieldProps(form, "code")}
            label="Código (opcional)"
            autoComplete="off"
            fullWidth
            slotProps={{ htmlInput: { maxLength: limits.ingredientCode } }}
          />
          <Controller
            control={form.control}
            name="unit"
            render={({ field: { ref, value, ...field }, fieldState }) => (
              <TextField
                {...field}
                value={value ?? ""}
                inputRef={ref}
                select
                label="Unidad"
                required
                fullWidth
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
              >
                {ingredientUnits.map((unit) => (
                  <MenuItem key={unit} value={unit}>
                    {unitLabels[unit]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              {...textFieldProps(form, "quantity", "Por ejemplo 1,5")}
              label="Cantidad"
              required
              fullWidth
              slotProps={{ htmlInput: decimalInput }}
            />
            <TextField
              {...textFieldProps(form, "min_quantity", "Avisa stock bajo al llegar a esta cantidad")}
              label="Cantidad mínima"
              required
              fullWidth
              slotProps={{ htmlInput: decimalInput }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={mutation.isPending || isEmpty(fields)}>
          {ingredient ? "Editar" : "Crear"}
        </Button>
      </DialogActions>
    </form>
  );
}

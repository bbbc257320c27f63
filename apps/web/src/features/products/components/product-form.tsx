import { limits, type Product, productVatRateLabels, productVatRates } from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Suspense } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { DialogForm } from "@/components/dialog-form";
import { FormSelectField } from "@/components/form-select-field";
import { FormNameField, FormTextField } from "@/components/form-text-field";
import { isApiError } from "@/lib/api-error";
import { showServerFieldErrors } from "@/lib/form-field";
import { lazyPart } from "@/lib/lazy-part";
import { useNotify } from "@/lib/use-notify";
import { useCategoryOptions } from "../api/category-options";
import { useCreateProduct } from "../api/create-product";
import { useUpdateProduct } from "../api/update-product";
import { useStockSeen } from "../hooks/use-stock-seen";
import {
  emptyProductFields,
  fieldsOf,
  inputOf,
  isEmpty,
  type ProductFields,
  type ProductFormValues,
  productFieldNames,
  productForm,
} from "../lib/product-form-values";
import { CategoryField } from "./category-field";
import { CourseField } from "./course-field";
import { modifierGroupsHint } from "./modifier-groups-hint";
import { RecipeRows } from "./recipe-rows";

// Decision 080: the groups' picker (MUI's Autocomplete) is a chunk of its own, like the recipe's picker.
const ModifierGroupsField = lazyPart(() =>
  import("./modifier-groups-field").then((module) => module.ModifierGroupsField),
);

const moneyInput = { inputMode: "decimal", autoComplete: "off", maxLength: 20 } as const;
const moneyHint = "En pesos, por ejemplo 1.234,50";
// Decision 055: the select holds each rate as text, labelled as the invoice states it.
const vatOptions = productVatRates.map(String);
const vatLabels = Object.fromEntries(
  productVatRates.map((rate) => [String(rate), productVatRateLabels[rate]]),
);

type ProductFormProps = { product: Product | null; titleId: string; onClose: () => void };

/** A server error about a recipe row ("ingredients.0.unit"), which has no field of its own. */
const recipeError = (error: Error): string | undefined =>
  isApiError(error) && error.fields
    ? Object.entries(error.fields).find(([name]) => name.startsWith("ingredients"))?.[1]
    : undefined;

/** docs/product.md#screens and #validation product dialog with its recipe (decision 017): create, or edit when a product is given. */
export function ProductForm({ product, titleId, onClose }: ProductFormProps) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const mutation = product ? update : create;
  const notify = useNotify();
  const categories = useCategoryOptions();
  const stock = useStockSeen(product?.id, product?.quantity ?? null);
  const form = useForm<ProductFields, unknown, ProductFormValues>({
    resolver: zodResolver(productForm),
    defaultValues: product ? fieldsOf(product) : emptyProductFields,
  });
  const recipe = useFieldArray({ control: form.control, name: "ingredients", keyName: "key" });
  const fields = useWatch({ control: form.control });
  const rows = useWatch({ control: form.control, name: "ingredients" });

  const handleSave = form.handleSubmit((values) => {
    const input = inputOf(values);
    const options = {
      onSuccess: () => {
        notify.success(product ? "Producto actualizado." : "Producto creado.");
        onClose();
      },
      onError: (error: Error) => {
        const onRecipe = recipeError(error);
        if (onRecipe) form.setError("ingredients", { type: "server", message: onRecipe });
        if (!showServerFieldErrors(form, error, productFieldNames) && !onRecipe) notify.failure(error);
        void stock.refreshOn(error);
      },
    };
    if (product) update.mutate({ id: product.id, ...input, stock_seen: stock.seen }, options);
    else create.mutate(input, options);
  });

  const hasCategories = (categories.data?.length ?? 0) > 0 || product !== null;

  return (
    <DialogForm
      onSubmit={handleSave}
      aria-labelledby={titleId}
      error={null}
      pending={mutation.isPending}
      submitLabel={product ? "Guardar" : "Crear"}
      canSubmit={hasCategories && !isEmpty(fields)}
      onCancel={onClose}
    >
      <FormNameField form={form} autoComplete="off" autoFocus maxLength={limits.productName} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          form={form}
          name="code"
          label="Código (opcional)"
          autoComplete="off"
          maxLength={limits.productCode}
        />
        <CategoryField control={form.control} categories={categories.data} product={product} />
        <FormSelectField
          control={form.control}
          name="vat_rate"
          label="Alícuota de IVA"
          options={vatOptions}
          optionLabels={vatLabels}
        />
        <CourseField control={form.control} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          form={form}
          name="price"
          label="Precio público"
          hint={moneyHint}
          htmlInput={moneyInput}
        />
        <FormTextField
          form={form}
          name="unit_price"
          label="Precio unitario (costo)"
          hint={moneyHint}
          htmlInput={moneyInput}
        />
        <FormTextField
          form={form}
          name="quantity"
          label="Cantidad"
          hint="Vacía: 'Sin control' (no lleva stock)"
          htmlInput={{ inputMode: "numeric", autoComplete: "off", maxLength: 13 }}
        />
      </Stack>
      <RecipeRows
        rows={rows}
        priceText={fields.price ?? ""}
        error={form.formState.errors.ingredients?.message}
        onAdd={(row) => {
          form.clearErrors("ingredients");
          recipe.append(row);
        }}
        onRemove={(index) => {
          form.clearErrors("ingredients");
          recipe.remove(index);
        }}
      />
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          Grupos de opciones (opcional)
        </Typography>
        <Suspense fallback={<ModifierGroupsPlaceholder />}>
          <ModifierGroupsField
            value={fields.modifier_group_ids ?? []}
            error={form.formState.errors.modifier_group_ids?.message}
            disabled={mutation.isPending}
            onChange={(ids) => {
              form.clearErrors("modifier_group_ids");
              form.setValue("modifier_group_ids", ids, { shouldDirty: true });
            }}
          />
        </Suspense>
      </Stack>
    </DialogForm>
  );
}

/**
 * Holds the groups field's place while its chunk downloads, with its hint as the field shows it: on a phone the
 * hint takes two lines, and a bare box left 'Guardar' to jump 44 px when the field arrived.
 */
function ModifierGroupsPlaceholder() {
  return (
    <Box role="progressbar" aria-label="Cargando grupos de opciones">
      <Box sx={{ height: 40, borderRadius: 1, bgcolor: "action.hover" }} />
      <FormHelperText sx={{ mx: "14px", mt: "3px" }}>{modifierGroupsHint}</FormHelperText>
    </Box>
  );
}

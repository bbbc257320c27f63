import {
  formatMoney,
  limits,
  type ProductOption,
  type Promotion,
  type PromotionValues,
  parseMoney,
  raiseComboItem,
} from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useForm, useWatch } from "react-hook-form";
import { DialogForm } from "@/components/dialog-form";
import { FormNameField, FormTextField } from "@/components/form-text-field";
import { serverFieldErrors, showServerFieldErrors } from "@/lib/form-field";
import { useNotify } from "@/lib/use-notify";
import { useCreatePromotion } from "../api/create-promotion";
import { useUpdatePromotion } from "../api/update-promotion";
import {
  type ComboRow,
  canSave,
  emptyPromotionFields,
  fieldsOf,
  inputOf,
  listPriceOf,
  type PromotionFields,
  promotionFieldNames,
  promotionFields,
  rowOf,
} from "../lib/promotion-form-values";
import { ComboItems } from "./combo-items";
import { DateTimeField } from "./date-time-field";
import { ProductPicker } from "./product-picker";

/** docs/product.md#errors: what a failed combo save says. */
export const saveFailedText = "Error al guardar la promoción o actualizar productos";

/** The text of docs/product.md#errors; the server's own reason after it when it has no field to sit under. */
const saveErrorText = (error: Error): string => {
  if (serverFieldErrors(error, promotionFieldNames).length > 0) return saveFailedText;
  return error.message && error.message !== saveFailedText
    ? `${saveFailedText}. ${error.message}`
    : saveFailedText;
};

const noAutofill = { autoComplete: "off" } as const;

type PromotionFormProps = { promotion: Promotion | null; titleId: string; onClose: () => void };

/** docs/product.md#promotions combo promotion: create, or edit when a promotion is given. */
export function PromotionForm({ promotion, titleId, onClose }: PromotionFormProps) {
  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const mutation = promotion ? update : create;
  const notify = useNotify();
  const form = useForm<PromotionFields, unknown, PromotionValues>({
    resolver: zodResolver(promotionFields),
    defaultValues: promotion ? fieldsOf(promotion) : emptyPromotionFields(),
  });
  const fields = useWatch({ control: form.control });
  const rows = (fields.applies_to ?? []) as ComboRow[];

  const setRows = (next: ComboRow[]) => {
    form.setValue("applies_to", next, { shouldDirty: true });
    form.clearErrors("applies_to");
  };

  // Adding a product already in the combo counts one more of it: each product is in a combo once.
  const handleAdd = (option: ProductOption) =>
    setRows(
      rows.some((row) => row.productId === option.id)
        ? rows.map((row) => (row.productId === option.id ? raiseComboItem(row) : row))
        : [...rows, rowOf(option)],
    );

  const handleSave = form.handleSubmit((values) => {
    const input = inputOf(values);
    const options = {
      onSuccess: () => {
        notify.success(promotion ? "Promoción actualizada." : "Promoción creada.");
        onClose();
      },
      onError: (error: Error) => showServerFieldErrors(form, error, promotionFieldNames),
    };
    if (promotion) update.mutate({ id: promotion.id, ...input }, options);
    else create.mutate(input, options);
  });

  const listPrice = listPriceOf(rows);
  const value = parseMoney(fields.value ?? "");
  const saving = value !== null && listPrice > value ? listPrice - value : 0;

  return (
    <DialogForm
      onSubmit={handleSave}
      aria-labelledby={titleId}
      error={mutation.error ? saveErrorText(mutation.error) : null}
      pending={mutation.isPending}
      submitLabel="Guardar"
      canSubmit={canSave(fields)}
      onCancel={onClose}
    >
      <FormNameField form={form} autoFocus maxLength={limits.promotionName} htmlInput={noAutofill} />
      <ProductPicker onAdd={handleAdd} disabled={mutation.isPending} />
      <ComboItems
        rows={rows}
        onChange={setRows}
        disabled={mutation.isPending}
        error={form.formState.errors.applies_to?.message}
      />
      <FormTextField
        form={form}
        name="value"
        label="Valor"
        hint="Precio del combo, por ejemplo 4.500 o 4500,50"
        required
        htmlInput={{ ...noAutofill, inputMode: "decimal", maxLength: 40 }}
      />
      {rows.length > 0 && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Por separado: {formatMoney(listPrice)}
          {saving > 0 && ` · El cliente ahorra ${formatMoney(saving)}`}
        </Typography>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <DateTimeField form={form} name="start_date" label="Fecha inicio" required />
        <DateTimeField
          form={form}
          name="end_date"
          label="Fecha final (opcional)"
          hint="dd/mm/aaaa hh:mm. Sin fecha final, el combo no vence"
        />
      </Stack>
    </DialogForm>
  );
}

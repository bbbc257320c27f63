import {
  MAX_OBSERVATION_LENGTH,
  MAX_TURN_LENGTH,
  type ProductOption,
  type PromotionOption,
} from "@comanda/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { DialogForm } from "@/components/dialog-form";
import { FormTextField } from "@/components/form-text-field";
import { isApiError, isClientError } from "@/lib/api-error";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { useNotify } from "@/lib/use-notify";
import { useCreateOrder } from "./api/create-order";
import { usePaymentMethodOptions } from "./api/payment-method-options";
import { firstAttempt, idFor } from "./order-attempt";
import { addProduct, addPromotion, linesInput, type OrderLineDraft, removeLine } from "./order-draft";
import {
  canCreate,
  emptyOrderFields,
  type OrderFields,
  type OrderFieldValues,
  orderFieldNames,
  orderFields,
} from "./order-fields";
import { OrderLines } from "./order-lines";
import { ProductAdder } from "./product-adder";
import { PromotionAdder } from "./promotion-adder";
import { SelectField } from "./select-field";

const noAutofill = { autoComplete: "off" } as const;

const isTurnTaken = (error: Error) => isApiError(error) && error.code === "aborted" && !!error.fields?.turn;

type NewOrderFormProps = { nextTurn: string; titleId: string; onClose: () => void };

/** docs/product.md#new-order: lines, order number, payment method and observation, then POST /orders. */
export function NewOrderForm({ nextTurn, titleId, onClose }: NewOrderFormProps) {
  const create = useCreateOrder();
  const notify = useNotify();
  const paymentMethods = usePaymentMethodOptions();
  const [lines, setLines] = useState<OrderLineDraft[]>([]);
  // Made when the dialog opens, so every 'Crear' of this order carries the same id (docs/product.md#rules).
  const [attempt, setAttempt] = useState(() => firstAttempt());
  const form = useForm<OrderFields, unknown, OrderFieldValues>({
    resolver: zodResolver(orderFields),
    defaultValues: emptyOrderFields(nextTurn),
  });
  // Only what 'Crear' depends on: typing the observation re-renders nothing else.
  const [turn, paymentMethodId] = useWatch({ control: form.control, name: ["turn", "payment_method_id"] });
  const saving = create.isPending;

  // Another device took the prefilled number meanwhile: follow the shift's next one until the cashier types
  // (keeping a refusal's message, which says why the number changed).
  useEffect(() => {
    if (!form.getFieldState("turn").isDirty)
      form.resetField("turn", { defaultValue: nextTurn, keepError: true });
  }, [form, nextTurn]);

  const changeLines = (next: OrderLineDraft[]) => {
    setLines(next);
    // The refusal was about the lines as they were.
    if (create.isError) create.reset();
  };
  const handleAddProduct = (option: ProductOption, quantity: number) =>
    changeLines(addProduct(lines, option, quantity));
  const handleAddPromotion = (option: PromotionOption, quantity: number) =>
    changeLines(addPromotion(lines, option, quantity));

  const handleCreate = form.handleSubmit((values) => {
    const content = { ...values, ...linesInput(lines) };
    const sent = JSON.stringify(content);
    const id = idFor(attempt, sent);
    setAttempt({ id, sent, refused: false });
    create.mutate(
      { id, ...content },
      {
        onSuccess: () => {
          notify.success("Pedido creado.");
          onClose();
        },
        onError: (error) => {
          setAttempt({ id, sent, refused: isClientError(error) });
          showServerFieldErrors(form, error, orderFieldNames);
          // Issue 15: an open order holds the turn: propose the shift's next free one, and follow it while
          // the board catches up (another device may have just taken it).
          if (isTurnTaken(error)) form.resetField("turn", { defaultValue: nextTurn, keepError: true });
        },
      },
    );
  });

  const methods = paymentMethods.data ?? [];
  const methodsHint = paymentMethods.isError
    ? paymentMethods.error.message
    : paymentMethods.isSuccess && methods.length === 0
      ? "No hay medios de pago habilitados."
      : undefined;

  return (
    <DialogForm
      onSubmit={handleCreate}
      aria-labelledby={titleId}
      error={create.error ? formErrorMessage(create.error, orderFieldNames) : null}
      pending={saving}
      submitLabel="Crear"
      canSubmit={canCreate({ turn, payment_method_id: paymentMethodId }, lines.length)}
      onCancel={onClose}
    >
      <ProductAdder lines={lines} onAdd={handleAddProduct} disabled={saving} />
      <PromotionAdder lines={lines} onAdd={handleAddPromotion} disabled={saving} />
      <OrderLines lines={lines} onRemove={(line) => changeLines(removeLine(lines, line))} disabled={saving} />
      <FormTextField
        form={form}
        name="turn"
        label="Número de orden"
        required
        maxLength={MAX_TURN_LENGTH}
        disabled={saving}
        htmlInput={noAutofill}
      />
      <Controller
        control={form.control}
        name="payment_method_id"
        render={({ field, fieldState }) => (
          <SelectField
            label="Medio de pago"
            required
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={saving}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message ?? methodsHint}
          >
            <option value="">Elegí un medio de pago</option>
            {methods.map((method) => (
              <option key={method.id} value={method.id}>
                {method.name}
              </option>
            ))}
          </SelectField>
        )}
      />
      <FormTextField
        form={form}
        name="observation"
        label="Observación"
        multiline
        minRows={2}
        maxLength={MAX_OBSERVATION_LENGTH}
        disabled={saving}
      />
    </DialogForm>
  );
}

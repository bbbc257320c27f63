import { type OrderInput, uuidv7 } from "@comanda/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { isApiError, isClientError } from "@/lib/api-error";
import { useCurrentSession } from "@/lib/current-session";
import { useNotify } from "@/lib/use-notify";
import { useCreateOrder } from "./api/create-order";
import { linesInput } from "./lines-input";
import { ChosenMethod } from "./money/chosen-method";
import { emptyMoney, moneyBlocker, moneyInput } from "./money/money-draft";
import {
  effectivePaymentMethod,
  readLastPaymentMethod,
  rememberPaymentMethod,
} from "./money/payment-default";
import { useOrderMoney } from "./money/use-order-money";
import { firstAttempt, idFor } from "./order-attempt";
import type { OrderEditorValue } from "./order-editor";
import { canCreate, fieldErrorsOf, formMessage, type OrderFieldErrors, serverErrors } from "./order-fields";
import { OrderScreenFrame, parseOrderFields, useOrderScreen } from "./order-screen-frame";
import { OrderTypeSection } from "./order-type/order-type-section";
import { readTypeDraft, type TypeDraft } from "./order-type/type-draft";
import { enqueue, isUnreachable, outboxKey } from "./outbox/outbox";
import { updateOutbox } from "./outbox/outbox-store";
import { clearDraft, draftKey, emptyDraft, hasContent, readDraft, writeDraft } from "./saved-draft";
import { useOnline } from "./use-online";

export const offlineText = "Sin conexión: el pedido se enviará al volver la conexión";
export const restoredText = "Recuperamos el pedido que estabas armando";
export const savedText = "Borrador guardado en este dispositivo";

const isTurnTaken = (error: Error) => isApiError(error) && error.code === "aborted" && !!error.fields?.turn;

type NewOrderScreenProps = { nextTurn: string; titleId: string; onClose: () => void };

/**
 * docs/product.md#new-order and decision 028: the grid editor over a draft kept on this device; 'Crear' sends it, or,
 * with no network, leaves it in the outbox the board empties.
 */
export function NewOrderScreen({ nextTurn, titleId, onClose }: NewOrderScreenProps) {
  const { user, business } = useCurrentSession();
  const key = draftKey(business.id, user.id);
  const [restored] = useState(() => readDraft(key));
  const [value, setValue] = useState<OrderEditorValue>(() => restored ?? emptyDraft());
  const [service, setService] = useState<TypeDraft>(() => restored?.service ?? emptyDraft().service);
  // Made when the screen opens, so every 'Crear' of this order carries the same id (docs/product.md#rules).
  const [attempt, setAttempt] = useState(() => firstAttempt());
  const [errors, setErrors] = useState<OrderFieldErrors>({});
  const [unreachable, setUnreachable] = useState(false);
  const online = useOnline() && !unreachable;
  const create = useCreateOrder();
  const notify = useNotify();
  const screen = useOrderScreen(setValue, create);
  const { paymentMethods, methods, saleItems: items, update } = screen;
  const [lastUsed] = useState(() => readLastPaymentMethod(business.id));
  const paymentMethodId = effectivePaymentMethod(methods, value.paymentMethodId, lastUsed);
  const turn = value.turn ?? nextTurn;
  const saving = create.isPending;

  // The draft follows every change, so a reload or a closed dialog loses nothing (decision 028).
  useEffect(
    () =>
      writeDraft(key, {
        ...value,
        money: value.money ?? emptyMoney(),
        service,
        notice: restored?.notice ?? null,
      }),
    [key, value, service, restored],
  );

  const updateService = (change: (current: TypeDraft) => TypeDraft) => {
    setService(change);
    // What was refused about the customer, fee or time was about them as they were.
    setErrors(({ customer_id: _customer, delivery_fee: _fee, promised_at: _time, ...rest }) => rest);
    if (create.isError) create.reset();
  };
  const now = Date.now();
  const typed = readTypeDraft(service, now);
  const {
    money,
    view,
    total,
    panel: moneyPanel,
  } = useOrderMoney(value, methods, paymentMethodId, update, typed.deliveryFee);

  const queue = (input: OrderInput) => {
    const entry = {
      id: input.id,
      input,
      lines: value.lines,
      money,
      service,
      total,
      queuedAt: Date.now(),
      status: "waiting" as const,
      reason: null,
    };
    updateOutbox(outboxKey(business.id, user.id), (entries) => enqueue(entries, entry));
    clearDraft(key);
    notify.success("Pedido guardado en este dispositivo: se enviará al volver la conexión.");
    onClose();
  };

  const ready =
    !saving &&
    view.complete &&
    Object.keys(typed.typingErrors).length === 0 &&
    canCreate({ turn, payment_method_id: paymentMethodId }, value.lines.length);
  const handleCreate = () => {
    if (!ready) return;
    const fields = parseOrderFields(turn, paymentMethodId, value);
    // Checked at the tap: a promised time is read against the clock of now.
    const typedNow = readTypeDraft(service, Date.now());
    if (!fields.success || Object.keys(typedNow.errors).length > 0) {
      setErrors({ ...(fields.success ? {} : fieldErrorsOf(fields.error)), ...typedNow.errors });
      return;
    }
    setErrors({});
    rememberPaymentMethod(business.id, paymentMethodId);
    const content = {
      ...fields.data,
      ...linesInput(value.lines),
      ...moneyInput(money, view, paymentMethodId),
      ...typedNow.fields,
    };
    const sent = JSON.stringify(content);
    const id = idFor(attempt, sent, uuidv7);
    setAttempt({ id, sent, refused: false });
    const input = { id, ...content };
    if (!online) return queue(input);
    create.mutate(input, {
      onSuccess: () => {
        clearDraft(key);
        notify.success("Pedido creado.");
        onClose();
      },
      onError: (error) => {
        // No answer: it may be stored or not; the outbox sends it again under the same id until it is.
        if (isUnreachable(error)) {
          setUnreachable(true);
          return queue(input);
        }
        setAttempt({ id, sent, refused: isClientError(error) });
        setErrors(serverErrors(error));
        // Decision 024: an open order holds the turn: propose the shift's next free one, and follow it.
        if (isTurnTaken(error)) setValue((current) => ({ ...current, turn: null }));
      },
    });
  };

  const handleDiscard = () => {
    clearDraft(key);
    setValue(emptyDraft());
    setService(emptyDraft().service);
    onClose();
  };

  const methodsHint = paymentMethods.isError
    ? paymentMethods.error.message
    : paymentMethods.isSuccess && methods.length === 0
      ? "No hay medios de pago habilitados."
      : undefined;
  const errorText = create.error ? formMessage(create.error) : null;
  const kept = hasContent({ ...value, money, service, notice: null });

  return (
    <OrderScreenFrame
      heading={
        <>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography
              id={titleId}
              variant="h6"
              component="h2"
              sx={{ fontWeight: 700, whiteSpace: "nowrap" }}
            >
              Nuevo pedido
            </Typography>
            {kept && (
              // Wraps on a phone rather than cut: beside 'Descartar pedido' it has about half the width it needs.
              <Typography variant="caption" color="text.secondary" aria-live="polite" component="p">
                {savedText}
              </Typography>
            )}
          </Box>
          {kept && (
            <Button
              color="error"
              onClick={handleDiscard}
              disabled={saving}
              size="small"
              sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
            >
              Descartar pedido
            </Button>
          )}
        </>
      }
      onSubmit={handleCreate}
      onClose={onClose}
      saving={saving}
      editor={{
        value,
        nextTurn,
        items,
        paymentMethodId,
        methodsHint,
        errors,
        moneyPanel,
        typeSection: (
          <OrderTypeSection
            value={service}
            onChange={updateService}
            view={typed}
            errors={errors}
            now={now}
            disabled={saving}
          />
        ),
      }}
      screen={screen}
      totalBar={{
        total,
        money: view.money,
        canCreate: ready,
        method: (
          <ChosenMethod
            methods={methods}
            paymentMethodId={paymentMethodId}
            split={money.parts !== null}
            onChange={(id) => update((current) => ({ ...current, paymentMethodId: id }))}
            disabled={saving}
          />
        ),
        blocker: moneyBlocker(view),
      }}
      alerts={
        <>
          {!online && <Alert severity="warning">{offlineText}</Alert>}
          {restored && (
            <Alert severity={restored.notice ? "error" : "info"}>{restored.notice ?? restoredText}</Alert>
          )}
          {errorText && <Alert severity="error">{errorText}</Alert>}
        </>
      }
    />
  );
}

import Close from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import {
  type Dispatch,
  type KeyboardEvent,
  type ReactNode,
  type SetStateAction,
  useCallback,
  useMemo,
  useRef,
} from "react";
import { QueryError } from "@/components/query-state";
import { usePaymentMethodOptions } from "@/entities/payment-method/payment-method-options";
import { useSaleCatalog } from "@/entities/sale-catalog/sale-catalog";
import { type GridItem, productItem, promotionItem } from "./order-draft";
import { OrderEditor, type OrderEditorProps, type OrderEditorValue } from "./order-editor";
import { type OrderFieldErrors, orderFields } from "./order-fields";
import { TotalBar, type TotalBarProps } from "./total-bar";

type Refusable = { reset: () => void; isError: boolean };

/**
 * What the new-order and edit-order screens share: the payment methods and sale catalog they offer, and an editor
 * change that clears the server's refusal, since that refusal was about the order as it was.
 */
export function useOrderScreen(setValue: Dispatch<SetStateAction<OrderEditorValue>>, mutation: Refusable) {
  const paymentMethods = usePaymentMethodOptions();
  const catalog = useSaleCatalog();
  const searchRef = useRef<HTMLInputElement>(null);
  const methods = paymentMethods.data ?? [];
  const saleItems = useMemo(
    () => [...(catalog.products ?? []).map(productItem), ...catalog.promotions.map(promotionItem)],
    [catalog.products, catalog.promotions],
  );
  const { reset, isError: refused } = mutation;
  const update = useCallback(
    (change: (current: OrderEditorValue) => OrderEditorValue) => {
      setValue(change);
      if (refused) reset();
    },
    [refused, reset, setValue],
  );
  return { paymentMethods, catalog, searchRef, methods, saleItems, update };
}

/** The order's own fields as the screen holds them, checked before they are sent. */
export const parseOrderFields = (turn: string, paymentMethodId: string | null, value: OrderEditorValue) =>
  orderFields.safeParse({ turn, payment_method_id: paymentMethodId, observation: value.observation });

type OrderScreenEditor = Pick<
  OrderEditorProps,
  "value" | "nextTurn" | "paymentMethodId" | "methodsHint" | "errors" | "typeSection"
> & { items: readonly GridItem[]; moneyPanel: (errors: OrderFieldErrors, disabled: boolean) => ReactNode };

type OrderScreenFrameProps = {
  heading: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  saving: boolean;
  alerts: ReactNode;
  screen: ReturnType<typeof useOrderScreen>;
  editor: OrderScreenEditor;
  /** the total bar under the editor; its button sends as Ctrl/⌘+Enter does */
  totalBar: Omit<TotalBarProps, "pending" | "onCreate">;
};

/**
 * The order screen's frame: heading with 'Cerrar', the alerts over the editor, the editor itself, the total bar,
 * and Ctrl/⌘+Enter to send.
 */
export function OrderScreenFrame({
  heading,
  onSubmit,
  onClose,
  saving,
  alerts,
  screen,
  editor: { items, moneyPanel, ...editor },
  totalBar,
}: OrderScreenFrameProps) {
  const { catalog } = screen;
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <Box onKeyDown={handleKeyDown} sx={{ display: "flex", flexDirection: "column", flex: 1, minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", px: { xs: 2, sm: 3 }, pt: 1.5, pb: 0 }}>
        {heading}
        <IconButton aria-label="Cerrar" onClick={onClose} disabled={saving} sx={{ width: 48, height: 48 }}>
          <Close />
        </IconButton>
      </Stack>
      <Stack spacing={1} sx={{ px: { xs: 2, sm: 3 }, pb: 1, "&:empty": { display: "none" } }}>
        {alerts}
        {catalog.error && <QueryError query={catalog} text="No pudimos cargar los productos." />}
      </Stack>
      <OrderEditor
        {...editor}
        onChange={screen.update}
        catalog={{
          items,
          categories: catalog.categories,
          groups: catalog.groups,
          loading: catalog.products === undefined,
        }}
        methods={screen.methods}
        disabled={saving}
        searchRef={screen.searchRef}
        moneyPanel={moneyPanel(editor.errors, saving)}
      />
      <TotalBar {...totalBar} pending={saving} onCreate={onSubmit} />
    </Box>
  );
}

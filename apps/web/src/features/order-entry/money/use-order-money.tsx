import type { ComponentProps, ReactNode } from "react";
import { useDiscountRule } from "@/entities/business/business-query";
import { useCurrentSession } from "@/lib/current-session";
import { draftTotal } from "../order-draft";
import type { OrderEditorValue } from "../order-editor";
import type { OrderFieldErrors } from "../order-fields";
import { emptyMoney, type MoneyDraft, moneyView } from "./money-draft";
import { OrderMoneyPanel } from "./order-money-panel";

type Methods = ComponentProps<typeof OrderMoneyPanel>["methods"];

/**
 * The order's money as 'Nuevo pedido' and 'Modificar pedido' both show it: the draft, its view (same rounding as
 * the server), the total, and the 'Cobro' section wired to the editor's value.
 */
export function useOrderMoney(
  value: OrderEditorValue,
  methods: Methods,
  paymentMethodId: string,
  update: (change: (current: OrderEditorValue) => OrderEditorValue) => void,
  /** a delivery's fee, centavos (decision 050) */
  deliveryFee = 0,
) {
  const { user } = useCurrentSession();
  const rule = useDiscountRule().data ?? null;
  const money: MoneyDraft = value.money ?? emptyMoney();
  const isCash = (id: string) => methods.some((method) => method.id === id && method.isCash);
  const view = moneyView(money, {
    lines: value.lines,
    role: user.role,
    rule,
    methodId: paymentMethodId,
    isCash,
    deliveryFee,
  });
  const total = view.money?.total ?? draftTotal(value.lines);
  const panel = (errors: OrderFieldErrors, disabled: boolean): ReactNode => (
    <OrderMoneyPanel
      value={money}
      onChange={(change) =>
        update((current) => ({ ...current, money: change(current.money ?? emptyMoney()) }))
      }
      view={view}
      role={user.role}
      rule={rule}
      methods={methods}
      paymentMethodId={paymentMethodId}
      errors={errors}
      disabled={disabled}
    />
  );
  return { money, view, total, panel };
}

import { limits, paymentMethodInput } from "@comanda/domain";
import { recordNouns } from "@/components/confirm-texts";
import { NamedRecordScreen } from "@/components/named-record-screen";
import { useCreatePaymentMethod } from "./api/create-payment-method";
import { useDeletePaymentMethod } from "./api/delete-payment-method";
import { usePaymentMethodList } from "./api/list-payment-methods";
import { useSetPaymentMethodStatus } from "./api/set-payment-method-status";
import { useUpdatePaymentMethod } from "./api/update-payment-method";
import { paymentMethodColumns } from "./components/payment-method-columns";

const texts = {
  field: "Nombre del medio de pago",
  add: "Agregar medio de pago",
  edit: "Editar medio de pago",
  created: "Medio de pago creado.",
  updated: "Medio de pago actualizado.",
  deleted: "Medio de pago eliminado.",
  enabled: "Medio de pago habilitado.",
  disabled: "Medio de pago deshabilitado.",
};

/** docs/product.md#payment-methods: the categories' pattern, live across devices (docs/product.md#architecture). */
export function PaymentMethodsPage() {
  return (
    <NamedRecordScreen
      title="Medios de pago"
      texts={texts}
      schema={paymentMethodInput}
      maxLength={limits.paymentMethodName}
      columns={paymentMethodColumns}
      noun={recordNouns.paymentMethod}
      emptyMessage="No hay medios de pago cargados."
      list={usePaymentMethodList()}
      create={useCreatePaymentMethod()}
      update={useUpdatePaymentMethod()}
      remove={useDeletePaymentMethod()}
      setStatus={useSetPaymentMethodStatus()}
    />
  );
}

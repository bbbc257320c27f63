import { limits, type PaymentMethod, paymentMethodInput } from "@comanda/domain";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { recordNouns } from "../../../components/confirm-texts";
import { NameForm, type NameValues } from "../../../components/name-form";
import { PageTitle } from "../../../components/page-title";
import { PagedTable } from "../../../components/paged-list/paged-table";
import { type RecordAction, RecordActionConfirm } from "../../../components/paged-list/record-action-confirm";
import { SearchField } from "../../../components/paged-list/search-field";
import { useCreatePaymentMethod } from "../api/create-payment-method";
import { useDeletePaymentMethod } from "../api/delete-payment-method";
import { usePaymentMethodList } from "../api/list-payment-methods";
import { useSetPaymentMethodStatus } from "../api/set-payment-method-status";
import { useUpdatePaymentMethod } from "../api/update-payment-method";
import { paymentMethodColumns } from "./payment-method-columns";

const formTexts = {
  field: "Nombre del medio de pago",
  add: "Agregar medio de pago",
  edit: "Editar medio de pago",
  created: "Medio de pago creado.",
  updated: "Medio de pago actualizado.",
};
const actionTexts = {
  deleted: "Medio de pago eliminado.",
  enabled: "Medio de pago habilitado.",
  disabled: "Medio de pago deshabilitado.",
};

/** SPEC §2 Metodos de pago: the categories' pattern, live across devices (DESIGN §1). */
export function PaymentMethodsPage() {
  const list = usePaymentMethodList();
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const remove = useDeletePaymentMethod();
  const setStatus = useSetPaymentMethodStatus();
  const [editing, setEditing] = useState<PaymentMethod | null>(null);
  const [action, setAction] = useState<RecordAction<PaymentMethod> | null>(null);

  const save = (values: NameValues) =>
    editing ? update.mutateAsync({ id: editing.id, ...values }) : create.mutateAsync(values);
  const columns = paymentMethodColumns({
    onEdit: setEditing,
    onDelete: (record) => setAction({ kind: "delete", record }),
    onToggle: (record) => setAction({ kind: "toggle", record }),
  });

  return (
    <>
      <PageTitle>Metodos de pago</PageTitle>
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <NameForm
              key={editing?.id ?? "new"}
              schema={paymentMethodInput}
              maxLength={limits.paymentMethodName}
              texts={formTexts}
              editing={editing}
              save={save}
              saving={create.isPending || update.isPending}
              onDone={() => setEditing(null)}
            />
            <SearchField onSearch={list.search} />
            <PagedTable
              label="Metodos de pago"
              columns={columns}
              list={list}
              emptyMessage="No hay metodos de pagos cargados."
            />
          </Stack>
        </CardContent>
      </Card>
      <RecordActionConfirm
        action={action}
        noun={recordNouns.paymentMethod}
        texts={actionTexts}
        remove={remove}
        setStatus={setStatus}
        onClose={() => setAction(null)}
        onDeleted={(record) => {
          if (record.id === editing?.id) setEditing(null);
        }}
      />
    </>
  );
}

import type { Invoice } from "@comanda/domain/invoices";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import { Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { type Choice, ChoiceToggle } from "@/components/choice-toggle";
import { PageTitle } from "@/components/page-title";
import { PagedTable } from "@/components/paged-list/paged-table";
import { lazyPart, preloadOnIntent } from "@/lib/lazy-part";
import { useNotify } from "@/lib/use-notify";
import { type InvoiceFilter, useInvoiceList } from "./api/list-invoices";
import { useRetryInvoice } from "./api/retry-invoice";
import { invoiceColumns } from "./components/invoice-columns";
import { useInvoiceNotice } from "./components/use-invoice-notice";

// 'Completar datos' opens the receptor's form (react-hook-form, the receptor's rules): a chunk of its own.
const ReceptorDialog = lazyPart(async () => (await import("./components/receptor-dialog")).ReceptorDialog);
const completePreload = preloadOnIntent(ReceptorDialog);

const filterChoices: readonly Choice<InvoiceFilter>[] = [
  { value: "unsettled", label: "Pendientes" },
  { value: "all", label: "Todas" },
];

export const emptyTexts: Record<InvoiceFilter, string> = {
  unsettled: "No hay facturas pendientes de CAE.",
  all: "Todavía no hay facturas.",
};

type InvoicesTableProps = { filter: InvoiceFilter; onComplete: (invoice: Invoice) => void };

function InvoicesTable({ filter, onComplete }: InvoicesTableProps) {
  const list = useInvoiceList(filter);
  const retry = useRetryInvoice();
  const notice = useInvoiceNotice();
  const notify = useNotify();
  const handleRetry = (invoice: Invoice) =>
    retry.mutate({ invoiceId: invoice.id }, { onSuccess: notice, onError: notify.failure });
  return (
    <PagedTable
      label="Facturas"
      columns={invoiceColumns({
        onRetry: handleRetry,
        onComplete,
        retrying: retry.isPending ? (retry.variables?.invoiceId ?? null) : null,
        completePreload,
      })}
      list={list}
      emptyMessage={emptyTexts[filter]}
    />
  );
}

/**
 * Decision 055 (ADMIN, CASHIER): the invoices still without their CAE — waiting for ARCA, refused, or waiting for
 * the buyer's document — to send them again or complete them; and every voucher issued, to print it.
 */
export function InvoicesPage() {
  const [search, setSearch] = useSearchParams();
  // In the address, so the orders list can link to every voucher (a refused one is not pending).
  const filter: InvoiceFilter = search.get("status") === "all" ? "all" : "unsettled";
  // The dialog keeps what it was opened for while it fades out.
  const [completing, setCompleting] = useState<{ open: boolean; invoice: Invoice | null }>({
    open: false,
    invoice: null,
  });
  return (
    <>
      <PageTitle>Facturas</PageTitle>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <ChoiceToggle
              size="small"
              value={filter}
              aria-label="Facturas a mostrar"
              onChange={(value) => setSearch(value === "all" ? { status: "all" } : {}, { replace: true })}
              choices={filterChoices}
              sx={{ alignSelf: "flex-start" }}
            />
            <InvoicesTable
              key={filter}
              filter={filter}
              onComplete={(invoice) => setCompleting({ open: true, invoice })}
            />
          </Stack>
        </CardContent>
      </Card>
      {completing.invoice && (
        <Suspense fallback={null}>
          <ReceptorDialog
            key={completing.invoice.id}
            open={completing.open}
            invoice={completing.invoice}
            onClose={() => setCompleting((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      )}
    </>
  );
}

import type { Invoice } from "@comanda/domain/invoices";
import Description from "@mui/icons-material/Description";
import Download from "@mui/icons-material/Download";
import Print from "@mui/icons-material/Print";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { invoicePdfUrl, printInvoice } from "../lib/invoice-print";
import { voucherText } from "../lib/invoice-text";

type InvoicePrintActionsProps = {
  invoice: Invoice;
  /** In a list's row: icons, each named after the voucher it prints. */
  compact?: boolean;
};

/** An authorized voucher on the 80 mm roll, on A4, or as the server's PDF. */
export function InvoicePrintActions({ invoice, compact = false }: InvoicePrintActionsProps) {
  const actions = [
    { label: "Imprimir ticket", icon: <Print />, onClick: () => printInvoice(invoice.id, "80") },
    { label: "Imprimir A4", icon: <Description />, onClick: () => printInvoice(invoice.id, "a4") },
  ];
  const pdf = { href: invoicePdfUrl(invoice.id), download: `${voucherText(invoice)}.pdf` };
  if (!compact) {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {actions.map(({ label, icon, onClick }) => (
          <Button key={label} variant="outlined" startIcon={icon} onClick={onClick}>
            {label}
          </Button>
        ))}
        <Button variant="outlined" startIcon={<Download />} {...pdf}>
          Descargar PDF
        </Button>
      </Stack>
    );
  }
  const of = voucherText(invoice);
  return (
    <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
      {actions.map(({ label, icon, onClick }) => (
        <Tooltip key={label} title={`${label} de ${of}`}>
          <IconButton aria-label={`${label} de ${of}`} onClick={onClick}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={`Descargar PDF de ${of}`}>
        <IconButton aria-label={`Descargar PDF de ${of}`} {...pdf}>
          <Download />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

import { addTotals, formatDateTime, formatPesos, orderTypeLabels, shiftName } from "@comanda/domain";
import { cashMovementKindLabels, type ZReport as Report } from "@comanda/domain/cash";
import { voucherTypeLabels } from "@comanda/domain/fiscal";
import { formatPhone } from "@comanda/domain/phone-format";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Money, Pesos } from "@/components/pesos";
import { count, differenceText } from "../lib/sales-format";
import { Line, SalesLines } from "./sales-lines";
import { ZReportTable } from "./z-report-table";

// Summed exactly in centavos (decision 068).
const sumPesos = addTotals;

/**
 * Decision 020: the Z report of a closed shift, laid out to print on 80 mm rolls and on A4. On a `roll`
 * the tables of several amounts are stacked, so none runs past the paper (decision 066).
 */
export function ZReport({ report, roll = false }: { report: Report; roll?: boolean }) {
  const { business, shift } = report;
  return (
    <Stack spacing={2} sx={{ "& h2": { fontSize: "1rem" } }}>
      <Box component="header" sx={{ textAlign: "center" }}>
        {business.logoUrl && (
          <Box
            component="img"
            src={business.logoUrl}
            alt={`Logo de ${business.name}`}
            sx={{ maxWidth: "40mm", maxHeight: "20mm", objectFit: "contain" }}
          />
        )}
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {business.name}
        </Typography>
        <Typography variant="body2">{business.address}</Typography>
        {business.phone && <Typography variant="body2">Tel. {formatPhone(business.phone)}</Typography>}
        <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 700 }}>
          Informe Z
        </Typography>
        <Typography variant="body1">{shiftName(shift.startDate)}</Typography>
      </Box>
      <Box component="section">
        <Line label="Apertura" value={`${formatDateTime(shift.startDate)} · ${shift.openedByName}`} />
        <Line label="Cierre" value={`${formatDateTime(shift.endDate)} · ${shift.closedByName ?? "—"}`} />
        <Line label="Fondo de caja" value={<Pesos value={report.cashFloat} />} />
        <Line
          label="Órdenes completadas"
          value={
            <Money>{`${count(report.completed.orders)} · ${formatPesos(report.completed.amount)}`}</Money>
          }
        />
        <Line
          label="Pedidos cancelados"
          value={
            <Money>{`${count(report.cancelled.orders)} · ${formatPesos(report.cancelled.amount)}`}</Money>
          }
        />
      </Box>
      <Box component="section" aria-label="Ventas">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Ventas
        </Typography>
        <SalesLines sales={report.sales} />
      </Box>
      <ZReportTable
        title="Por medio de pago"
        headers={["Medio de pago", "Órdenes", "Monto"]}
        rows={report.byPaymentMethod.map((method) => ({
          key: method.paymentMethodId,
          cells: [method.name, count(method.orders), formatPesos(method.amount)],
        }))}
        footer={[
          "Total",
          count(report.byPaymentMethod.reduce((sum, method) => sum + method.orders, 0)),
          formatPesos(sumPesos(report.byPaymentMethod.map((method) => method.amount))),
        ]}
        emptyMessage="No hay órdenes completadas."
      />
      <ZReportTable
        title="Ventas por tipo"
        headers={["Tipo", "Órdenes", "Monto"]}
        rows={report.byType.map((sales) => ({
          key: sales.type,
          cells: [orderTypeLabels[sales.type], count(sales.orders), formatPesos(sales.amount)],
        }))}
        emptyMessage="No hay órdenes completadas."
      />
      {/* Decision 055: the shift's authorized vouchers; a business that does not invoice sees no section. */}
      {report.vouchers.length > 0 && (
        <ZReportTable
          title="Comprobantes"
          stacked={roll}
          headers={["Comprobante", "Cantidad", "Neto", "IVA", "Total"]}
          rows={report.vouchers.map((line) => ({
            key: line.voucherType,
            cells: [
              voucherTypeLabels[line.voucherType],
              count(line.count),
              formatPesos(line.net),
              formatPesos(line.vat),
              formatPesos(line.total),
            ],
          }))}
          emptyMessage=""
        />
      )}
      <ZReportTable
        title="Arqueo de caja"
        stacked={roll}
        headers={["Medio de pago", "Esperado", "Contado", "Diferencia"]}
        rows={report.count.map((line) => ({
          key: line.paymentMethodId,
          cells: [
            line.name,
            formatPesos(line.expected),
            formatPesos(line.counted),
            differenceText(line.difference),
          ],
        }))}
        footer={[
          "Total",
          formatPesos(sumPesos(report.count.map((line) => line.expected))),
          formatPesos(sumPesos(report.count.map((line) => line.counted))),
          differenceText(sumPesos(report.count.map((line) => line.difference))),
        ]}
        emptyMessage="No hubo nada que contar."
      />
      {report.countNote && (
        <Box component="section">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Nota del arqueo
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {report.countNote}
          </Typography>
        </Box>
      )}
      <ZReportTable
        title="Movimientos de caja"
        headers={["Movimiento", "Monto"]}
        rows={report.cashMovements.map((movement) => ({
          key: movement.id,
          cells: [
            `${cashMovementKindLabels[movement.kind]}: ${movement.reason} (${formatDateTime(movement.createdAt)}, ${movement.userName})`,
            // The sign stays with its amount: a line may break between "−" and "$".
            <Money key="amount">{`${movement.kind === "out" ? "−" : "+"}${formatPesos(movement.amount)}`}</Money>,
          ],
        }))}
        emptyMessage="No hubo movimientos de caja."
      />
      <ZReportTable
        title="Más vendidos"
        headers={["Producto", "Unidades"]}
        rows={report.bestSellers.map((product) => ({
          key: product.productId,
          cells: [product.name, count(product.quantity)],
        }))}
        emptyMessage="No se vendió ningún producto."
      />
    </Stack>
  );
}

import { adjustmentKindLabels, formatPesos, type Order } from "@comanda/domain";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

const Row = ({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: "space-between", gap: 2 }}>
    <Typography sx={strong ? { fontWeight: 800, fontSize: 20 } : { color: "text.secondary" }}>
      {label}
    </Typography>
    <Typography sx={{ whiteSpace: "nowrap", ...(strong ? { fontWeight: 800, fontSize: 20 } : {}) }}>
      {children}
    </Typography>
  </Stack>
);

/** The tab's money: subtotal, each discount or surcharge, the tip, and the total. */
export function TabMoney({ tab }: { tab: Order }) {
  const detailed = tab.adjustments.length > 0 || tab.tip > 0;
  return (
    <Stack spacing={0.5} aria-label="Total de la mesa" role="group">
      {detailed && <Row label="Subtotal">{formatPesos(tab.subtotal)}</Row>}
      {tab.adjustments.map((adjustment, index) => (
        <Row
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's adjustments keep their order and have no id
          key={index}
          label={`${adjustmentKindLabels[adjustment.kind]}${adjustment.mode === "percent" ? ` ${adjustment.value} %` : ""} (${adjustment.reason})`}
        >
          {adjustment.kind === "discount" ? "−" : "+"}
          {formatPesos(adjustment.amount)}
        </Row>
      ))}
      {tab.tip > 0 && <Row label="Propina">{formatPesos(tab.tip)}</Row>}
      <Row label="Total" strong>
        {formatPesos(tab.total)}
      </Row>
    </Stack>
  );
}

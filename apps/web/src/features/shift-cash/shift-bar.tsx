import { type Shift, shiftName } from "@comanda/domain";
import PlayArrow from "@mui/icons-material/PlayArrow";
import PointOfSale from "@mui/icons-material/PointOfSale";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ComponentType, type ReactNode, useState } from "react";
import { Pesos } from "@/components/pesos";
import { CashMovementsDialog } from "./cash-movements-dialog";
import { CloseShiftButton } from "./close-shift-button";
import { CloseShiftDialog } from "./close-shift-dialog";
import { OpenShiftDialog } from "./open-shift-dialog";

type ShiftBarProps = {
  shift: Shift | null;
  /** ADMIN and CASHIER open and close it, count its cash and see its sales (docs/product.md#rules). */
  staff: boolean;
  /** Decision 083: a waiter takes orders ('Hacer pedido') without the till's buttons or figures; the kitchen neither. */
  takesOrders?: boolean;
  /** 'Hacer pedido', from the order entry (the app composes the two, docs/decisions/056-app-composes-features.md) */
  newOrder: ComponentType<{ nextTurn: string }>;
};

/** The business's open shift (the same on every device) with its live totals, or the way to open one. */
export function ShiftBar({ shift, staff, takesOrders = staff, newOrder }: ShiftBarProps) {
  // The count dialog outlives the open shift: once it closes, the dialog shows the result and the report.
  const [closingId, setClosingId] = useState<string | null>(null);
  return (
    <Card>
      <CardContent>
        {shift ? (
          <OpenShift
            shift={shift}
            staff={staff}
            takesOrders={takesOrders}
            newOrder={newOrder}
            onClose={() => setClosingId(shift.id)}
          />
        ) : (
          <NoShift staff={staff} />
        )}
        {closingId && <CloseShiftDialog shiftId={closingId} open onClose={() => setClosingId(null)} />}
      </CardContent>
    </Card>
  );
}

function NoShift({ staff }: { staff: boolean }) {
  const [opening, setOpening] = useState(false);
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
    >
      <Typography variant="h6" component="p">
        No se ha iniciado un turno.
      </Typography>
      {staff && (
        <Button
          variant="contained"
          size="large"
          startIcon={<PlayArrow />}
          onClick={() => setOpening(true)}
          sx={{ minHeight: 48 }}
        >
          Iniciar turno
        </Button>
      )}
      {opening && <OpenShiftDialog open onClose={() => setOpening(false)} />}
    </Stack>
  );
}

type OpenShiftProps = Omit<ShiftBarProps, "shift"> & { shift: Shift; onClose: () => void };

function OpenShift({ shift, staff, takesOrders, newOrder: NewOrderButton, onClose }: OpenShiftProps) {
  const [cashOpen, setCashOpen] = useState(false);
  return (
    <Stack
      direction={{ xs: "column", md: "row" }}
      spacing={2}
      sx={{ justifyContent: "space-between", alignItems: { md: "center" } }}
    >
      <Box>
        <Typography variant="h6" component="h2">
          {shiftName(shift.startDate)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {/* The start is the shift's name above. */}
          Abrió: {shift.openedByName}
        </Typography>
      </Box>
      {/* Decision 046: the day's sales are the counter's business, not the kitchen's. */}
      {staff && (
        <Stack component="dl" direction="row" spacing={4} sx={{ m: 0 }}>
          <Stat label="Ordenes completadas" value={String(shift.totalOrders)} />
          <Stat label="Monto total" value={<Pesos value={shift.totalAmount} />} />
        </Stack>
      )}
      {takesOrders && !staff && <NewOrderButton nextTurn={shift.nextTurn} />}
      {staff && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          <NewOrderButton nextTurn={shift.nextTurn} />
          <Button
            variant="outlined"
            size="large"
            startIcon={<PointOfSale />}
            onClick={() => setCashOpen(true)}
            sx={{ minHeight: 48 }}
          >
            Movimientos de caja
          </Button>
          <CloseShiftButton onClick={onClose} />
        </Stack>
      )}
      {cashOpen && <CashMovementsDialog shiftId={shift.id} open onClose={() => setCashOpen(false)} />}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.2 }}>
        {value}
      </Typography>
    </Box>
  );
}

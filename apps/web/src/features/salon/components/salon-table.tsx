import { type SalonTable as Table, tableStateLabels } from "@comanda/domain/tabs";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { tableTileSx } from "@/components/plan-surface";
import { durationText, minutesOpen, tableName } from "../lib/table-text";
import { stateColors } from "./state-colors";

type SalonTableProps = { table: Table; now: number; onOpen: () => void };

const line = { lineHeight: 1.15, maxWidth: "100%", fontSize: "clamp(0.62rem, 1.4vw, 0.8rem)" };

/** One table on the service plan, where the owner put it, coloured by its state; a tap opens it. */
export function SalonTable({ table, now, onOpen }: SalonTableProps) {
  const colors = stateColors[table.state];
  const { tab } = table;
  return (
    <Box
      component="button"
      type="button"
      aria-label={tableName(table, now)}
      data-state={table.state}
      onClick={onOpen}
      sx={{
        ...tableTileSx(table),
        borderColor: colors.border,
        bgcolor: colors.background,
        color: colors.text,
        cursor: "pointer",
        "&:active": { boxShadow: 4 },
      }}
    >
      <Typography noWrap sx={{ ...line, fontWeight: 700 }}>
        {table.name}
      </Typography>
      {tab ? (
        <>
          <Typography noWrap aria-hidden sx={{ ...line, fontWeight: 700 }}>
            {formatShort(tab.total)}
          </Typography>
          <Typography noWrap aria-hidden sx={line}>
            {table.state === "bill"
              ? "Cuenta"
              : `${tab.guests} p. · ${durationText(minutesOpen(tab.openedAt, now))}`}
          </Typography>
        </>
      ) : (
        <Typography noWrap aria-hidden sx={line}>
          {table.joinedTo ? tableStateLabels.joined : tableStateLabels.free}
        </Typography>
      )}
    </Box>
  );
}

const whole = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 });
/** On a small table the amount goes without centavos: "$ 4.500". */
const formatShort = (pesos: number) => `$ ${whole.format(Math.round(pesos))}`;

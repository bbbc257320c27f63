import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { setCounterPrinter, useCounterPrinter } from "@/lib/counter-printer";
import { useCurrentSession } from "@/lib/current-session";
import { useBoard } from "../api/get-board";

const browser = "";

/** Decision 046: where this counter's receipts and Z reports print: the browser, or a station's printer. */
export function CounterPrinterSetting() {
  const { user } = useCurrentSession();
  const board = useBoard();
  const chosen = useCounterPrinter();
  const printers = (board.data?.stations ?? []).filter((station) => station.hasPrinter);
  if (user.role === "KITCHEN" || printers.length === 0) return null;
  const value = printers.some((station) => station.id === chosen?.stationId)
    ? (chosen?.stationId ?? browser)
    : browser;
  return (
    <TextField
      select
      label="Comprobantes en"
      value={value}
      onChange={(event) => {
        const station = printers.find((candidate) => candidate.id === event.target.value);
        setCounterPrinter(station ? { stationId: station.id, name: station.name } : null);
      }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value={browser}>Este navegador</MenuItem>
      {printers.map((station) => (
        <MenuItem key={station.id} value={station.id}>
          Impresora {station.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { formatDateTime } from "@comanda/domain";
import type { Station } from "@comanda/domain/stations";
import Print from "@mui/icons-material/Print";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { Column } from "@/components/paged-list/paged-table";
import { RowActions } from "@/components/paged-list/row-actions";
import { StatusChip } from "@/components/status-chip";

export type StationHandlers = {
  onEdit: (station: Station) => void;
  onDelete: (station: Station) => void;
  onToggle: (station: Station) => void;
};

export const printerText = (station: Station) =>
  station.printerHost
    ? `${station.printerHost}:${station.printerPort} · ${station.paperWidth} mm`
    : "Sin impresora";

/** The categories' columns, with the station's printer and a button to set it. */
export const stationColumns =
  (onPrinter: (station: Station) => void) =>
  ({ onEdit, onDelete, onToggle }: StationHandlers): Column<Station>[] => [
    { header: "Nombre", cell: (station) => station.name },
    { header: "Impresora", cell: printerText },
    { header: "Fecha de creación", cell: (station) => formatDateTime(station.createdAt) },
    {
      header: "Estado",
      cell: (station) => <StatusChip active={station.status === "enabled"} />,
    },
    {
      header: "Acciones",
      align: "right",
      actions: true,
      cell: (station) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end", alignItems: "center" }}>
          <Button
            size="small"
            startIcon={<Print />}
            onClick={() => onPrinter(station)}
            aria-label={`Impresora de ${station.name}`}
          >
            Impresora
          </Button>
          <RowActions
            name={station.name}
            enabled={station.status === "enabled"}
            onEdit={() => onEdit(station)}
            onDelete={() => onDelete(station)}
            onToggle={() => onToggle(station)}
          />
        </Stack>
      ),
    },
  ];

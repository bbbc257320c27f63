import { limits, nameText } from "@comanda/domain";
import type { Station } from "@comanda/domain/stations";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { z } from "zod";
import { recordNouns } from "@/components/confirm-texts";
import { NamedRecordScreen } from "@/components/named-record-screen";
import {
  useAllStations,
  useCreateStation,
  useDeleteStation,
  useSetStationStatus,
  useStationList,
  useUpdateStation,
} from "./api/stations-api";
import { PrinterDialog } from "./components/printer-dialog";
import { stationColumns } from "./components/station-columns";
import { StationRouting } from "./components/station-routing";

const texts = {
  field: "Nombre de la estación",
  add: "Agregar estación",
  edit: "Editar estación",
  created: "Estación creada.",
  updated: "Estación actualizada.",
  deleted: "Estación eliminada.",
  enabled: "Estación habilitada.",
  disabled: "Estación deshabilitada.",
};

// The name form writes only the name; the printer has a dialog of its own.
const nameOnly = z.object({ name: nameText(limits.stationName, "Ingresá el nombre de la estación.") });

/** Decision 046 (ADMIN): the kitchen's stations, their printers, and which categories each one makes. */
export function StationsPage() {
  const [printerOf, setPrinterOf] = useState<Station | null>(null);
  const all = useAllStations();
  return (
    <Stack spacing={3}>
      <NamedRecordScreen
        title="Estaciones"
        texts={texts}
        schema={nameOnly}
        maxLength={limits.stationName}
        columns={stationColumns(setPrinterOf)}
        noun={recordNouns.station}
        emptyMessage="No hay estaciones cargadas. Sin estaciones, la cocina ve todo el pedido."
        list={useStationList()}
        create={useCreateStation()}
        update={useUpdateStation()}
        remove={useDeleteStation()}
        setStatus={useSetStationStatus()}
      />
      <StationRouting stations={all.data ?? []} />
      {printerOf && <PrinterDialog station={printerOf} onClose={() => setPrinterOf(null)} />}
    </Stack>
  );
}

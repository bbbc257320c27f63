import type { BoardStation, StationRouting } from "@comanda/domain/stations";
import VolumeOff from "@mui/icons-material/VolumeOff";
import VolumeUp from "@mui/icons-material/VolumeUp";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { memo, type ReactNode } from "react";
import type { KitchenSettings } from "./kitchen-settings";
import { RecallButton } from "./recall-button";
import { SoldOutButton } from "./sold-out-dialog";

type KitchenToolbarProps = {
  viewToggle: ReactNode;
  stations: readonly BoardStation[];
  routing: StationRouting;
  stationId: string | null;
  oldestFirst: boolean;
  muted: boolean;
  onChange: (change: Partial<KitchenSettings>) => void;
  /** the display's clock, by the minute: when a bumped card was 'Listo' */
  now: number;
};

/**
 * The display's row of controls: its view, station, order, 'Agotado', 'Recuperar' and sound. Memoised, so a new
 * order draws its card and not these (decision 093).
 */
export const KitchenToolbar = memo(function KitchenToolbar({
  viewToggle,
  stations,
  routing,
  stationId,
  oldestFirst,
  muted,
  onChange,
  now,
}: KitchenToolbarProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
      {viewToggle}
      {stations.length > 0 && (
        <TextField
          select
          size="small"
          label="Estación"
          value={stationId ?? ""}
          onChange={(event) => onChange({ station: event.target.value || null })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Todas</MenuItem>
          {stations.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={oldestFirst ? "oldest" : "newest"}
        onChange={(_event, value) => value && onChange({ oldestFirst: value === "oldest" })}
        aria-label="Orden de los pedidos"
      >
        <ToggleButton value="oldest">Más viejos primero</ToggleButton>
        <ToggleButton value="newest">Más nuevos primero</ToggleButton>
      </ToggleButtonGroup>
      <SoldOutButton />
      <RecallButton stationId={stationId} routing={routing} stations={stations} now={now} />
      <Button
        size="small"
        variant={muted ? "contained" : "outlined"}
        color={muted ? "warning" : "primary"}
        startIcon={muted ? <VolumeOff /> : <VolumeUp />}
        aria-pressed={muted}
        onClick={() => onChange({ muted: !muted })}
      >
        {muted ? "Sonido apagado" : "Silenciar"}
      </Button>
    </Stack>
  );
});

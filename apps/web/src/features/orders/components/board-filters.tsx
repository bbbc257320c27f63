import { orderStatuses, orderStatusLabels, orderTypeLabels, orderTypes } from "@comanda/domain";
import Tune from "@mui/icons-material/Tune";
import VolumeOff from "@mui/icons-material/VolumeOff";
import VolumeUp from "@mui/icons-material/VolumeUp";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import type { BoardCategory } from "../api/get-board";
import type { BoardSettings } from "../lib/board-settings";
import { playNewOrderSound, wakeNewOrderSound } from "../lib/new-order-sound";
import { AutoPrintSetting } from "./auto-print-setting";
import { CounterPrinterSetting } from "./counter-printer-setting";
import { WaitThresholdsDialog } from "./wait-thresholds-dialog";

type BoardFiltersProps = {
  settings: BoardSettings;
  categories: readonly BoardCategory[];
  /** the chosen categories the business still has */
  chosen: ReadonlySet<string>;
  onChange: (change: Partial<BoardSettings>) => void;
};

const toggled = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

// Big enough for a wet finger on a tablet.
const chipSx = { height: 48, fontSize: "0.95rem", px: 0.5 } as const;

/** This device's view of the board: which statuses, types and categories, the sound, the waiting thresholds. */
export function BoardFilters({ settings, categories, chosen, onChange }: BoardFiltersProps) {
  const [thresholdsOpen, setThresholdsOpen] = useState(false);
  const handleSound = () => {
    if (!settings.sound) {
      // The click is the gesture browsers ask for before a page may play sound; the chime says it works.
      wakeNewOrderSound();
      playNewOrderSound();
    }
    onChange({ sound: !settings.sound });
  };
  return (
    <Stack spacing={1.5}>
      <FilterRow label="Estados">
        {orderStatuses.map((status) => (
          <ToggleChip
            key={status}
            label={orderStatusLabels[status]}
            selected={settings.statuses.includes(status)}
            onClick={() => onChange({ statuses: toggled(settings.statuses, status) })}
          />
        ))}
      </FilterRow>
      {/* Issue 19: the delivery counter may show only deliveries; none chosen is every type. */}
      <FilterRow label="Tipos">
        <ToggleChip
          label="Todos"
          selected={settings.types.length === 0}
          onClick={() => onChange({ types: [] })}
        />
        {orderTypes.map((type) => (
          <ToggleChip
            key={type}
            label={orderTypeLabels[type]}
            selected={settings.types.includes(type)}
            onClick={() => onChange({ types: toggled(settings.types, type) })}
          />
        ))}
      </FilterRow>
      {categories.length > 0 && (
        <FilterRow label="Categorías">
          <ToggleChip
            label="Todas"
            selected={chosen.size === 0}
            onClick={() => onChange({ categories: [] })}
          />
          {categories.map((category) => (
            <ToggleChip
              key={category.id}
              label={category.name}
              selected={chosen.has(category.id)}
              onClick={() => onChange({ categories: toggled([...chosen], category.id) })}
            />
          ))}
        </FilterRow>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button
          variant={settings.sound ? "contained" : "outlined"}
          color="secondary"
          startIcon={settings.sound ? <VolumeUp /> : <VolumeOff />}
          aria-pressed={settings.sound}
          onClick={handleSound}
          sx={{ minHeight: 48 }}
        >
          Sonido
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<Tune />}
          onClick={() => setThresholdsOpen(true)}
          sx={{ minHeight: 48 }}
        >
          Tiempos de espera
        </Button>
        <AutoPrintSetting
          on={settings.autoPrintKitchen}
          onChange={(autoPrintKitchen) => onChange({ autoPrintKitchen })}
        />
        <CounterPrinterSetting />
      </Stack>
      <WaitThresholdsDialog
        open={thresholdsOpen}
        thresholds={settings.thresholds}
        onSave={(thresholds) => {
          onChange({ thresholds });
          setThresholdsOpen(false);
        }}
        onClose={() => setThresholdsOpen(false)}
      />
    </Stack>
  );
}

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      role="group"
      aria-label={label}
      direction="row"
      useFlexGap
      sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 80 }} aria-hidden>
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

type ToggleChipProps = { label: string; selected: boolean; onClick: () => void };

function ToggleChip({ label, selected, onClick }: ToggleChipProps) {
  return (
    <Chip
      label={label}
      clickable
      onClick={onClick}
      aria-pressed={selected}
      color={selected ? "primary" : "default"}
      variant={selected ? "filled" : "outlined"}
      sx={chipSx}
    />
  );
}

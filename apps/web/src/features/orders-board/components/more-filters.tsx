import { orderTypeLabels, orderTypes } from "@comanda/domain";
import Tune from "@mui/icons-material/Tune";
import VolumeOff from "@mui/icons-material/VolumeOff";
import VolumeUp from "@mui/icons-material/VolumeUp";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { BoardCategory } from "@/entities/order/board";
import type { BoardSettings } from "@/entities/order/board-settings";
import { playNewOrderSound, wakeNewOrderSound } from "../lib/new-order-sound";
import { AutoPrintSetting } from "./auto-print-setting";
import { CounterPrinterSetting } from "./counter-printer-setting";
import { FilterRow, ToggleChip, toggled } from "./filter-chips";

export type MoreFiltersProps = {
  settings: BoardSettings;
  categories: readonly BoardCategory[];
  chosen: ReadonlySet<string>;
  onChange: (change: Partial<BoardSettings>) => void;
  onThresholds: () => void;
};

/** How many of 'Más filtros' hide cards: the button says so, so no card goes missing unexplained. */
export const activeMoreFilters = (settings: BoardSettings, chosen: ReadonlySet<string>) =>
  (settings.types.length > 0 ? 1 : 0) + (chosen.size > 0 ? 1 : 0);

/**
 * 'Más filtros' (docs/product.md#orders-board): types, categories and this device's settings, out of the
 * board's row.
 */
export function MoreFilters({ settings, categories, chosen, onChange, onThresholds }: MoreFiltersProps) {
  const handleSound = () => {
    if (!settings.sound) {
      // The click is the gesture browsers ask for before a page may play sound; the chime says it works.
      wakeNewOrderSound();
      playNewOrderSound();
    }
    onChange({ sound: !settings.sound });
  };
  return (
    <Stack spacing={1.5} sx={{ p: 2, maxWidth: 640 }}>
      {/* Decision 050: the delivery counter may show only deliveries; none chosen is every type. */}
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
          onClick={onThresholds}
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
    </Stack>
  );
}

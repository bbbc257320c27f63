import { orderStatuses, orderStatusLabels } from "@comanda/domain";
import FilterList from "@mui/icons-material/FilterList";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Popover from "@mui/material/Popover";
import Stack from "@mui/material/Stack";
import { memo, type ReactNode, useId, useState } from "react";
import type { BoardCategory } from "@/entities/order/board";
import type { BoardSettings } from "@/entities/order/board-settings";
import { FilterRow, ToggleChip, toggled } from "./filter-chips";
import { activeMoreFilters, MoreFilters } from "./more-filters";
import { WaitThresholdsDialog } from "./wait-thresholds-dialog";

type BoardFiltersProps = {
  settings: BoardSettings;
  categories: readonly BoardCategory[];
  /** the chosen categories the business still has */
  chosen: ReadonlySet<string>;
  onChange: (change: Partial<BoardSettings>) => void;
  /** 'Tablero / Cocina', first in the row */
  viewToggle?: ReactNode;
};

/**
 * This device's view of the board in one row (docs/product.md#orders-board: three rows of chips took ~570 of 768 px and
 * pushed the first card below a portrait tablet's fold): the statuses, which scroll sideways rather than wrap,
 * and 'Más filtros' for types, categories, the sound, the waiting thresholds and printing.
 * Memoised: a new order does not draw it again (decision 093).
 */
export const BoardFilters = memo(function BoardFilters({
  settings,
  categories,
  chosen,
  onChange,
  viewToggle,
}: BoardFiltersProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [thresholdsOpen, setThresholdsOpen] = useState(false);
  const popoverId = useId();
  const active = activeMoreFilters(settings, chosen);
  return (
    <Stack
      role="group"
      aria-label="Filtros del tablero"
      direction="row"
      useFlexGap
      // A phone's row is too narrow for the three: the statuses take a second line of their own there.
      sx={{ alignItems: "center", flexWrap: { xs: "wrap", sm: "nowrap" }, gap: 1, minWidth: 0 }}
    >
      {viewToggle && <Box sx={{ flexShrink: 0 }}>{viewToggle}</Box>}
      <Box
        sx={{
          flex: { xs: "1 1 100%", sm: 1 },
          order: { xs: 1, sm: 0 },
          minWidth: 0,
          overflowX: "auto",
          py: 0.5,
          "& > [role=group]": { flexWrap: "nowrap" },
        }}
      >
        <FilterRow label="Estados" showLabel={false}>
          {orderStatuses.map((status) => (
            <ToggleChip
              key={status}
              label={orderStatusLabels[status]}
              selected={settings.statuses.includes(status)}
              onClick={() => onChange({ statuses: toggled(settings.statuses, status) })}
            />
          ))}
        </FilterRow>
      </Box>
      <Button
        variant={active > 0 ? "contained" : "outlined"}
        color="secondary"
        startIcon={<FilterList />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        sx={{ minHeight: 48, flexShrink: 0, whiteSpace: "nowrap", ml: "auto" }}
      >
        {active > 0 ? `Más filtros (${active})` : "Más filtros"}
      </Button>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { role: "dialog", "aria-label": "Más filtros" } }}
      >
        <MoreFilters
          settings={settings}
          categories={categories}
          chosen={chosen}
          onChange={onChange}
          onThresholds={() => {
            setAnchor(null);
            setThresholdsOpen(true);
          }}
        />
      </Popover>
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
});

import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export const toggled = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

// Big enough for a wet finger on a tablet.
const chipSx = { height: 48, fontSize: "0.95rem", px: 0.5, flexShrink: 0 } as const;

type FilterRowProps = { label: string; children: ReactNode; showLabel?: boolean };

/** A labelled group of chips; they wrap inside 'Más filtros', the board's own row scrolls instead. */
export function FilterRow({ label, children, showLabel = true }: FilterRowProps) {
  return (
    <Stack
      role="group"
      aria-label={label}
      direction="row"
      useFlexGap
      sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}
    >
      {showLabel && (
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 80 }} aria-hidden>
          {label}
        </Typography>
      )}
      {children}
    </Stack>
  );
}

type ToggleChipProps = { label: string; selected: boolean; onClick: () => void };

export function ToggleChip({ label, selected, onClick }: ToggleChipProps) {
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

import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";

export type ChipTab = { id: string; name: string };

type CategoryChipsProps = {
  tabs: readonly ChipTab[];
  /** the tab shown, or null while a search shows matches from every tab */
  chosen: string | null;
  onChoose: (id: string) => void;
};

/**
 * The categories as big chips, in the owner's order (decision 074): the order screen's grid and a
 * table's round pick from the catalog the same way. One row that scrolls on a phone, wrapping on a desktop.
 */
export function CategoryChips({ tabs, chosen, onChoose }: CategoryChipsProps) {
  return (
    <Stack
      role="group"
      aria-label="Categorías"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ overflowX: "auto", flexWrap: { xs: "nowrap", md: "wrap" }, pb: 0.5 }}
    >
      {tabs.map((each) => {
        const isChosen = each.id === chosen;
        return (
          <Chip
            key={each.id}
            label={each.name}
            clickable
            aria-pressed={isChosen}
            color={isChosen ? "primary" : "default"}
            variant={isChosen ? "filled" : "outlined"}
            onClick={() => onChoose(each.id)}
            sx={{ height: 40, fontSize: 15, px: 0.5, flexShrink: 0 }}
          />
        );
      })}
    </Stack>
  );
}

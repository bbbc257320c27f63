import { type Promotion, promotionWindow, promotionWindowLabels } from "@comanda/domain";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { StatusChip } from "@/components/status-chip";

const activeLabels = { active: "Activa", inactive: "Desactivada" };

type PromotionStatusProps = { promotion: Promotion; now: number };

/** docs/product.md#promotions Activa / Desactivada, and beside it whether the dates let it be sold now (docs/product.md#rules). */
export function PromotionStatus({ promotion, now }: PromotionStatusProps) {
  const window = promotionWindow(promotion, now);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
      <StatusChip active={promotion.isActive} labels={activeLabels} />
      {window !== "current" && (
        <Chip
          size="small"
          variant="outlined"
          color={window === "scheduled" ? "info" : "warning"}
          label={promotionWindowLabels[window]}
        />
      )}
    </Stack>
  );
}

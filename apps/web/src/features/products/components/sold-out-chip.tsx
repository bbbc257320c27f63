import type { Product } from "@comanda/domain";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { useNotify } from "@/lib/use-notify";
import { useSetProductAvailability } from "../api/set-product-availability";

/**
 * Decision 086: a product the kitchen (or the counter) marked 'Agotado' for today, with 'Deshacer' to offer it
 * again now, should it have been a slip or more came in. Nothing when it is available.
 */
export function SoldOutChip({ product }: { product: Pick<Product, "id" | "name" | "soldOut"> }) {
  const availability = useSetProductAvailability();
  const notify = useNotify();
  if (!product.soldOut) return null;
  const undo = () =>
    availability.mutate(
      { id: product.id, soldOut: false },
      {
        onSuccess: () => notify.success(`${product.name} está disponible otra vez.`),
        onError: notify.failure,
      },
    );
  return (
    <Stack direction="row" sx={{ alignItems: "center", gap: 0.5 }}>
      <Chip size="small" color="error" variant="outlined" label="Agotado hoy" />
      <Button
        size="small"
        aria-label={`Deshacer 'Agotado hoy' de ${product.name}`}
        disabled={availability.isPending}
        onClick={undo}
      >
        Deshacer
      </Button>
    </Stack>
  );
}

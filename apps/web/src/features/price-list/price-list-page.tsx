import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useParams } from "react-router";
import { MenuSections } from "@/components/menu-sections";
import { QueryError } from "@/components/query-state";
import { isApiError } from "@/lib/api-error";
import { usePriceList } from "./api/get-price-list";
import { PriceListShell } from "./price-list-shell";

export const notFoundText = "No encontramos esta lista de precios. Revisá el enlace o pedíselo al negocio.";

/** Public, per business (docs/product.md#price-list): combos on sale and enabled products by category, name and price only. */
export function PriceListPage() {
  const { slug = "" } = useParams();
  const list = usePriceList(slug);

  if (list.isPending) {
    return (
      <PriceListShell>
        <Stack sx={{ alignItems: "center" }}>
          <CircularProgress aria-label="Cargando" />
        </Stack>
      </PriceListShell>
    );
  }
  if (list.isError) {
    // A slug that cannot be one is refused with 400 before the lookup: to a customer it is the same.
    const missing =
      isApiError(list.error) && (list.error.code === "not-found" || list.error.code === "invalid-argument");
    return (
      <PriceListShell>
        {missing ? <Alert severity="info">{notFoundText}</Alert> : <QueryError query={list} />}
      </PriceListShell>
    );
  }
  const { business, sections, combos } = list.data;
  return (
    <PriceListShell businessName={business.name} logoUrl={business.logoUrl}>
      {sections.length === 0 && combos.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: "center" }}>
          Este negocio todavía no tiene productos para mostrar.
        </Typography>
      ) : (
        <MenuSections sections={sections} combos={combos} />
      )}
    </PriceListShell>
  );
}

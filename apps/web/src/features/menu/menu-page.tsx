import type { Menu } from "@comanda/domain/menu";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { MenuSections } from "@/components/menu-sections";
import { PageTitle } from "@/components/page-title";
import { QueryState } from "@/components/query-state";
import { useCurrentSession } from "@/lib/current-session";
import { useMenu } from "./api/get-menu";
import { PriceListLink } from "./components/price-list-link";
import { MenuPrintStyles } from "./components/print-styles";

function MenuBody() {
  const menu = useMenu();
  return <QueryState query={menu}>{(data) => <MenuContent menu={data} />}</QueryState>;
}

function MenuContent({ menu }: { menu: Menu }) {
  if (menu.sections.length === 0 && menu.combos.length === 0) {
    return (
      <Typography color="text.secondary">
        Todavía no hay productos habilitados para mostrar.{" "}
        <Link component={RouterLink} to="/stock" data-print="hide">
          Cargalos en Productos
        </Link>
        .
      </Typography>
    );
  }
  const { business, sections, combos } = menu;
  return (
    <>
      {business.logoUrl && (
        <Box
          component="img"
          src={business.logoUrl}
          alt={`Logo de ${business.name}`}
          sx={{ maxHeight: 96, maxWidth: 240, objectFit: "contain", alignSelf: "center", mb: 2 }}
        />
      )}
      <MenuSections sections={sections} combos={combos} />
    </>
  );
}

/** docs/product.md#menu: enabled products by category, with the public price list's link and QR (docs/product.md#rules). */
export function MenuPage() {
  const { business } = useCurrentSession();
  return (
    <>
      <MenuPrintStyles />
      <PageTitle>Menu de {business.name}</PageTitle>
      <Stack spacing={3}>
        <Card>
          <CardContent>
            <Stack>
              <MenuBody />
            </Stack>
          </CardContent>
        </Card>
        <PriceListLink slug={business.slug} />
      </Stack>
    </>
  );
}

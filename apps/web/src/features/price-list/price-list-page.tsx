import Container from "@mui/material/Container";
import { PageTitle } from "../../components/page-title";

/** Public, per business (DESIGN §5: /price-list/:slug). */
export function PriceListPage() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <PageTitle>Lista de productos</PageTitle>
    </Container>
  );
}

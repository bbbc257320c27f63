import { PageTitle } from "../../components/page-title";

// Contract stub (issue 10): replaced by the screen itself.
export function HomePage() {
  return <PageTitle>Inicio</PageTitle>;
}

import { centavosOfTotal, formatMoney, type MoneyTotal } from "@comanda/domain";
import { type DifferenceKind, differenceKind } from "@comanda/domain/cash";
import Typography from "@mui/material/Typography";

const differenceLabels: Record<DifferenceKind, string> = {
  faltante: "Faltante",
  sobrante: "Sobrante",
  exacto: "Exacto",
};
const differenceColors: Record<DifferenceKind, string> = {
  faltante: "error.main",
  sobrante: "warning.dark",
  exacto: "success.main",
};

/** "Faltante $ 100,00" / "Sobrante $ 50,00" / "Exacto": counted − expected, in pesos. */
export const differenceText = (pesos: MoneyTotal) => {
  const centavos = centavosOfTotal(pesos);
  const kind = differenceKind(centavos);
  return kind === "exacto"
    ? "Exacto"
    : `${differenceLabels[kind]} ${formatMoney(centavos < 0n ? -centavos : centavos)}`;
};

/** The difference of one counted method, colored so a shortfall stands out. */
export function CountDifference({ pesos }: { pesos: MoneyTotal }) {
  const kind = differenceKind(centavosOfTotal(pesos));
  return (
    <Typography component="span" variant="body2" sx={{ color: differenceColors[kind], fontWeight: 700 }}>
      {differenceText(pesos)}
    </Typography>
  );
}

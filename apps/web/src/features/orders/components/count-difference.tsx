import { formatMoney, pesosToCentavos } from "@comanda/domain";
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
export const differenceText = (pesos: number) => {
  const kind = differenceKind(pesosToCentavos(pesos));
  return kind === "exacto"
    ? "Exacto"
    : `${differenceLabels[kind]} ${formatMoney(Math.abs(pesosToCentavos(pesos)))}`;
};

/** The difference of one counted method, colored so a shortfall stands out. */
export function CountDifference({ pesos }: { pesos: number }) {
  const kind = differenceKind(pesosToCentavos(pesos));
  return (
    <Typography component="span" variant="body2" sx={{ color: differenceColors[kind], fontWeight: 700 }}>
      {differenceText(pesos)}
    </Typography>
  );
}

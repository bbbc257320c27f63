import type { PrepTimes } from "@comanda/domain";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { anyPrepTimes, PrepTimesTables } from "@/entities/prep-times/prep-times-tables";

type PrepTimesSectionProps = { prepTimes: PrepTimes };

/**
 * How long the kitchen took with the shift's completed orders (docs/product.md#sales-history). Nothing for a
 * shift whose orders were never timed.
 */
export function PrepTimesSection({ prepTimes }: PrepTimesSectionProps) {
  if (!anyPrepTimes(prepTimes)) return null;
  return (
    <Card variant="outlined" component="section" aria-label="Tiempos de preparación">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Tiempos de preparación
        </Typography>
        <PrepTimesTables prepTimes={prepTimes} wide />
      </CardContent>
    </Card>
  );
}

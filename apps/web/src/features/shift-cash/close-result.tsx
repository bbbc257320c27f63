import { shiftName } from "@comanda/domain";
import type { ZReport } from "@comanda/domain/cash";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Pesos } from "@/components/pesos";
import { CountDifference } from "./count-difference";

/** After the close: what was expected, what was counted and the difference, as stored (frozen). */
export function CloseResult({ report }: { report: ZReport }) {
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {shiftName(report.shift.startDate)} cerrado. El arqueo quedó guardado y ya no se puede modificar.
      </Typography>
      {report.count.length > 0 && (
        <Table size="small" aria-label="Arqueo">
          <TableHead>
            <TableRow>
              <TableCell>Medio de pago</TableCell>
              <TableCell align="right">Esperado</TableCell>
              <TableCell align="right">Contado</TableCell>
              <TableCell align="right">Diferencia</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.count.map((line) => (
              <TableRow key={line.paymentMethodId}>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right">
                  <Pesos value={line.expected} />
                </TableCell>
                <TableCell align="right">
                  <Pesos value={line.counted} />
                </TableCell>
                <TableCell align="right">
                  <CountDifference pesos={line.difference} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {report.countNote && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          Nota: {report.countNote}
        </Typography>
      )}
    </>
  );
}

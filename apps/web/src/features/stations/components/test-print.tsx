import type { TestPrintResult } from "@comanda/domain/printing";
import type { TestPrintInput } from "@comanda/domain/stations";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { formErrorMessage } from "@/lib/form-field";
import { useTestPrint } from "../api/printing-api";

const severity: Record<TestPrintResult["outcome"], "success" | "warning" | "error"> = {
  printed: "success",
  unconfirmed: "warning",
  failed: "error",
};

type TestPrintProps = {
  stationId: string;
  /** the printer as the form has it, or null when a field is wrong (the form then says which) */
  printer: () => Promise<TestPrintInput | null>;
  disabled: boolean;
};

/** 'Imprimir prueba': a short ticket now, on the address typed, and what became of it. */
export function TestPrint({ stationId, printer, disabled }: TestPrintProps) {
  const test = useTestPrint(stationId);
  const run = async () => {
    const values = await printer();
    if (values) test.mutate(values);
  };
  const failure = test.error ? formErrorMessage(test.error, []) : null;
  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <Button variant="outlined" disabled={disabled || test.isPending} onClick={run}>
        {test.isPending ? "Imprimiendo prueba…" : "Imprimir prueba"}
      </Button>
      {test.data && (
        <Alert severity={severity[test.data.outcome]} sx={{ alignSelf: "stretch" }}>
          {test.data.message}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ alignSelf: "stretch" }}>
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

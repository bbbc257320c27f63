import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { Suspense } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { lazyPart } from "@/lib/lazy-part";
import type { CustomerSectionProps } from "./customer-section";
import { TypeChoice } from "./type-choice";

// The lookup, the customer's form and its resolver weigh on the screen a counter order opens: their own chunk.
const CustomerSection = lazyPart(async () => (await import("./customer-section")).CustomerSection);
const preload = () => {
  CustomerSection.preload().catch(() => undefined);
};

const failedText = "No pudimos cargar los datos del cliente. Revisá la conexión y elegí el tipo otra vez.";

/** Decision 050: the order's type, and for a take-away or a delivery its customer, fee and promised time. */
export function OrderTypeSection(props: CustomerSectionProps) {
  const { value, onChange, disabled } = props;
  return (
    <Stack spacing={1.5}>
      <TypeChoice
        value={value.type}
        onChange={(type) => onChange((draft) => ({ ...draft, type }))}
        onIntent={preload}
        disabled={disabled}
      />
      {value.type !== "counter" && (
        <ErrorBoundary resetKey={value.type} fallback={<Alert severity="warning">{failedText}</Alert>}>
          <Suspense
            fallback={
              <Box sx={{ display: "grid", placeItems: "center", py: 2 }}>
                <CircularProgress size={28} aria-label="Cargando" />
              </Box>
            }
          >
            <CustomerSection {...props} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Stack>
  );
}

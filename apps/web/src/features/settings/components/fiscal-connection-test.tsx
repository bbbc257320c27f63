import CheckCircle from "@mui/icons-material/CheckCircle";
import ErrorIcon from "@mui/icons-material/Error";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ConnectionTest, useTestConnection } from "../api/test-connection";

type Step = ConnectionTest["steps"][number]["step"];

export const connectionStepLabels: Record<Step, string> = {
  service: "Servicio de ARCA",
  login: "Inicio de sesión con el certificado",
  "last-number": "Último comprobante del punto de venta",
};

export const connectionOkText = "La conexión con ARCA funciona: ya podés facturar.";
export const connectionFailedText = "La conexión con ARCA no funciona: revisá el paso marcado con error.";
export const testingText = "Probando la conexión con ARCA… puede tardar unos segundos.";

/** Decision 055: 'Probar conexión' runs ARCA's steps with the saved data and shows how each went. */
export function FiscalConnectionTest() {
  const test = useTestConnection();
  const result = test.data;
  return (
    <Stack spacing={2} component="section" aria-label="Probar conexión con ARCA">
      <Stack direction="row">
        <Button variant="outlined" onClick={() => test.mutate()} loading={test.isPending}>
          Probar conexión
        </Button>
      </Stack>
      {test.isPending ? (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: "center" }}>
          <CircularProgress size={20} aria-label="Probando la conexión" />
          <Typography variant="body2">{testingText}</Typography>
        </Stack>
      ) : test.isError ? (
        <Alert severity="error">{test.error.message}</Alert>
      ) : result ? (
        <>
          <List dense aria-label="Pasos de la prueba" disablePadding>
            {result.steps.map(({ step, ok, message }) => (
              <ListItem key={step} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {ok ? (
                    <CheckCircle color="success" titleAccess="Correcto" />
                  ) : (
                    <ErrorIcon color="error" titleAccess="Con error" />
                  )}
                </ListItemIcon>
                <ListItemText primary={connectionStepLabels[step]} secondary={message} />
              </ListItem>
            ))}
          </List>
          <Alert severity={result.ok ? "success" : "error"} role="status">
            {result.ok ? connectionOkText : connectionFailedText}
          </Alert>
        </>
      ) : null}
    </Stack>
  );
}

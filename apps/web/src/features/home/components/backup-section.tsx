import { formatDateTime } from "@comanda/domain";
import type { Dashboard } from "@comanda/domain/dashboard";
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { HomeSection } from "./home-section";

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toLocaleString("es-AR", { maximumFractionDigits: 1 })} kB`
    : `${(bytes / 1024 / 1024).toLocaleString("es-AR", { maximumFractionDigits: 1 })} MB`;

type BackupSectionProps = { backup: NonNullable<Dashboard["backup"]> };

/**
 * Decision 057: the owner sees when the data was last copied, and whether copying fails. In the owner's
 * words: the setting and the command are for whoever installed it (README, docs/deploy.md).
 */
export function BackupSection({ backup }: BackupSectionProps) {
  return (
    <HomeSection title="Última copia de seguridad">
      {backup.latest ? (
        <Typography variant="body1">
          {formatDateTime(backup.latest.at)} · {sizeText(backup.latest.bytes)}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Todavía no hay ninguna copia.
        </Typography>
      )}
      {!backup.enabled && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Las copias automáticas están apagadas. Pedile a quien instaló Comanda que las active (por ejemplo,
          una cada 6 horas) o que haga una copia ahora.
        </Typography>
      )}
      {backup.lastError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          La última copia falló: {backup.lastError}
        </Alert>
      )}
    </HomeSection>
  );
}

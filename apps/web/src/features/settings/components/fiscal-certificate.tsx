import { formatDate } from "@comanda/domain";
import type { FiscalCertificate } from "@comanda/domain/fiscal-settings";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { type ChangeEvent, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { serverFieldErrors } from "@/lib/form-field";
import { useRemoveCredentials, useUploadCredentials } from "../api/fiscal-credentials";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How close the expiry is when the screen starts warning: ARCA's renewal takes a few days. */
const EXPIRY_WARNING_DAYS = 30;

export const removeCertificateText =
  "¿Quitar el certificado y la clave privada? Vas a tener que subirlos de nuevo para facturar con ARCA.";
export const noSettingsYetText = "Guardá los datos fiscales antes de subir el certificado.";

type FileName = "certificate" | "private_key";

type CertificateFileProps = {
  name: FileName;
  label: string;
  hint?: string;
  accept: string;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (file: File | null) => void;
};

function CertificateFile({
  name,
  label,
  hint,
  accept,
  file,
  error,
  disabled,
  onChange,
}: CertificateFileProps) {
  const helperId = `fiscal-${name}-helper`;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
    // The same file chosen again (after a refusal) must fire change again.
    event.target.value = "";
  };
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Button variant="outlined" component="label" disabled={disabled} sx={{ flexShrink: 0 }}>
          {label}
          <input
            hidden
            type="file"
            accept={accept}
            aria-label={label}
            aria-describedby={helperId}
            aria-invalid={error !== undefined}
            onChange={handleChange}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap>
          {file?.name ?? "Ningún archivo elegido"}
        </Typography>
      </Stack>
      <FormHelperText id={helperId} error={error !== undefined}>
        {error ?? hint ?? " "}
      </FormHelperText>
    </Stack>
  );
}

type FiscalCertificatePartProps = {
  certificate: FiscalCertificate | null;
  configured: boolean;
  /** a request generated here waits for its certificate: the server has its key (decision 067) */
  requested?: boolean;
};

export const requestedKeyText =
  "No hace falta si generaste el pedido en Comanda: la clave ya está guardada en el servidor.";

/** The certificate ARCA issued and the key it was requested with: uploaded together, shown by subject and expiry. */
export function FiscalCertificatePart({
  certificate,
  configured,
  requested = false,
}: FiscalCertificatePartProps) {
  const upload = useUploadCredentials();
  const remove = useRemoveCredentials();
  const { enqueueSnackbar } = useSnackbar();
  const [certificateFile, setCertificateFile] = useState<File | null>(null);
  const [keyFile, setKeyFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fieldErrors = Object.fromEntries(serverFieldErrors(upload.error, ["certificate", "private_key"]));
  const otherError =
    (upload.error && Object.keys(fieldErrors).length === 0 ? upload.error : null) ?? remove.error;

  const ready = certificateFile !== null && (keyFile !== null || requested);
  const handleUpload = () => {
    if (!certificateFile || !ready) return;
    remove.reset();
    upload.mutate(
      { certificate: certificateFile, privateKey: keyFile },
      {
        onSuccess: () => {
          setCertificateFile(null);
          setKeyFile(null);
          enqueueSnackbar("Certificado guardado.", { variant: "success" });
        },
        // The key is asked for again after a refusal: nothing of it stays on the screen.
        onError: () => setKeyFile(null),
      },
    );
  };
  const handleRemove = () => {
    upload.reset();
    remove.mutate(undefined, {
      onSuccess: () => enqueueSnackbar("Certificado quitado.", { variant: "success" }),
      onSettled: () => setConfirming(false),
    });
  };

  const expiresSoon =
    certificate !== null && certificate.expiresAt - Date.now() < EXPIRY_WARNING_DAYS * DAY_MS;
  return (
    <Stack spacing={2} component="section" aria-label="Certificado de ARCA">
      <Typography variant="subtitle1" component="h3">
        Certificado de ARCA
      </Typography>
      {otherError && <Alert severity="error">{otherError.message}</Alert>}
      {certificate ? (
        <>
          <Stack spacing={0.5}>
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {certificate.subject}
            </Typography>
            <Typography variant="body2" color={expiresSoon ? "warning.main" : "text.secondary"}>
              Vence el {formatDate(certificate.expiresAt)}
              {expiresSoon && ": pedí uno nuevo en ARCA antes de esa fecha."}
            </Typography>
          </Stack>
          <Stack direction="row">
            <Button color="error" onClick={() => setConfirming(true)}>
              Quitar certificado
            </Button>
          </Stack>
          <ConfirmDialog
            open={confirming}
            title="Quitar certificado"
            message={removeCertificateText}
            confirmLabel="Quitar"
            pending={remove.isPending}
            onConfirm={handleRemove}
            onClose={() => setConfirming(false)}
          />
        </>
      ) : !configured ? (
        <Typography variant="body2" color="text.secondary">
          {noSettingsYetText}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {requested
              ? "El certificado que te dio ARCA para el pedido generado acá. Si lo pediste por tu cuenta, subí también la clave privada con la que lo pediste."
              : "El certificado que te dio ARCA y la clave privada con la que lo pediste. La clave se guarda cifrada y no se vuelve a mostrar."}
          </Typography>
          <CertificateFile
            name="certificate"
            label="Certificado (.crt o .pem)"
            accept=".crt,.pem,.cer"
            file={certificateFile}
            error={fieldErrors.certificate}
            disabled={upload.isPending}
            onChange={setCertificateFile}
          />
          <CertificateFile
            name="private_key"
            label={requested ? "Clave privada (.key, opcional)" : "Clave privada (.key)"}
            accept=".key,.pem"
            file={keyFile}
            hint={requested ? requestedKeyText : undefined}
            error={fieldErrors.private_key}
            disabled={upload.isPending}
            onChange={setKeyFile}
          />
          <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
            <Button variant="contained" onClick={handleUpload} loading={upload.isPending} disabled={!ready}>
              Subir certificado
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}

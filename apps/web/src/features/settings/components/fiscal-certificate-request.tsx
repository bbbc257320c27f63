import { formatDate } from "@comanda/domain";
import {
  CERTIFICATE_ALIAS_MAX,
  type CertificateRequestInput,
  certificateRequestInput,
  type FiscalEnvironment,
} from "@comanda/domain/fiscal-settings";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useForm } from "react-hook-form";
import { FormTextField } from "@/components/form-text-field";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import {
  aliasOf,
  csrFileHref,
  useGenerateCertificateRequest,
  usePendingCertificateRequest,
} from "../api/certificate-request";
import { CertificateGuide } from "./certificate-guide";

export const generatedText = "Pedido de certificado generado: descargalo y subilo en ARCA.";
export const replaceRequestText =
  "Generar otro pedido reemplaza al pendiente: el certificado que ARCA dé para el anterior ya no va a servir.";

type FiscalCertificateRequestProps = {
  request: { subject: string; createdAt: number } | null;
  environment: FiscalEnvironment;
};

/**
 * Decision 067, 'Generar pedido de certificado': no openssl for the owner. The server makes the key
 * (it never leaves the server unencrypted) and the CSR; the owner downloads the CSR, follows the guide in
 * ARCA's site, and uploads the certificate alone.
 */
export function FiscalCertificateRequest({ request, environment }: FiscalCertificateRequestProps) {
  const generate = useGenerateCertificateRequest();
  const pending = usePendingCertificateRequest(request !== null);
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<CertificateRequestInput>({
    resolver: zodResolver(certificateRequestInput),
    defaultValues: { alias: request ? aliasOf(request.subject) : "comanda" },
  });
  const handleGenerate = form.handleSubmit((values) =>
    generate.mutate(values, {
      onSuccess: () => enqueueSnackbar(generatedText, { variant: "success" }),
      onError: (error) => showServerFieldErrors(form, error, ["alias"]),
    }),
  );
  const formError = formErrorMessage(generate.error, ["alias"]);
  const csr = generate.data?.csr ?? pending.data?.csr;

  return (
    <Stack spacing={2} component="section" aria-label="Pedido de certificado">
      <Typography variant="subtitle1" component="h3">
        Pedido de certificado
      </Typography>
      <Typography variant="body2" color="text.secondary">
        ¿Todavía no tenés el certificado? Comanda genera la clave privada y el pedido (CSR) que ARCA pide, sin
        programas aparte. La clave queda guardada cifrada en el servidor y no sale de ahí.
      </Typography>
      {request && (
        <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
            Pedido pendiente: {request.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Generado el {formatDate(request.createdAt)}. Cuando ARCA te dé el certificado, subilo abajo.
          </Typography>
          {pending.isError && !csr && <Alert severity="error">{pending.error.message}</Alert>}
          <Button
            variant="outlined"
            component="a"
            href={csr ? csrFileHref(csr) : undefined}
            download={`${aliasOf(request.subject)}.csr`}
            disabled={!csr}
          >
            Descargar pedido (.csr)
          </Button>
        </Stack>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={handleGenerate}
        spacing={2}
        aria-label="Generar pedido de certificado"
      >
        {formError && <Alert severity="error">{formError}</Alert>}
        <FormTextField
          form={form}
          name="alias"
          label="Nombre del certificado (alias)"
          required
          maxLength={CERTIFICATE_ALIAS_MAX}
          hint={request ? replaceRequestText : "Con este nombre lo vas a ver en ARCA, por ejemplo comanda."}
        />
        <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
          <Button type="submit" variant={request ? "outlined" : "contained"} loading={generate.isPending}>
            Generar pedido de certificado
          </Button>
        </Stack>
      </Stack>
      <CertificateGuide environment={environment} />
    </Stack>
  );
}

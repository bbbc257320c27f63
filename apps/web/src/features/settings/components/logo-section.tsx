import { LOGO_MAX_SIDE } from "@comanda/domain/settings-input";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { type ChangeEvent, useRef, useState } from "react";
import { initialOf } from "@/lib/initial-of";
import { useRemoveLogo } from "../api/business";
import { useUploadLogo } from "../api/upload-logo";

type LogoSectionProps = { businessName: string; logoUrl: string | null; readOnly: boolean };

// A data: URL, not a blob: one: the page's Content-Security-Policy allows only 'self' and data: images.
const readPreview = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The logo shown on the public price list, the menu and the tickets: upload, preview and remove. */
export function LogoSection({ businessName, logoUrl, readOnly }: LogoSectionProps) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const error = upload.error ?? remove.error;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire change again.
    event.target.value = "";
    if (!file) return;
    remove.reset();
    upload.mutate(file, {
      onSuccess: () => enqueueSnackbar("Logo actualizado.", { variant: "success" }),
      onSettled: () => setPreview(null),
    });
    setPreview(await readPreview(file).catch(() => null));
  };
  const handleRemove = () => {
    upload.reset();
    remove.mutate(undefined, { onSuccess: () => enqueueSnackbar("Logo quitado.", { variant: "success" }) });
  };

  const shown = (upload.isPending && preview) || logoUrl;
  return (
    <Stack spacing={2} component="section" aria-label="Logo">
      <Typography variant="subtitle1" component="h2">
        Logo
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Avatar
          src={shown || undefined}
          alt={shown ? `Logo de ${businessName}` : undefined}
          variant="rounded"
          slotProps={{ img: { style: { objectFit: "contain" } } }}
          sx={{ width: 96, height: 96, bgcolor: shown ? "transparent" : "primary.main", fontSize: 40 }}
        >
          {initialOf(businessName)}
        </Avatar>
        <Typography variant="body2" color="text.secondary">
          {shown
            ? "Se muestra en la lista de precios, el menú y los tickets."
            : "Sin logo: la lista de precios muestra la inicial del negocio."}{" "}
          PNG, JPEG o WebP, hasta 1 MB y {LOGO_MAX_SIDE} píxeles por lado.
        </Typography>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {!readOnly && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" component="label" loading={upload.isPending} disabled={remove.isPending}>
            {logoUrl ? "Cambiar logo" : "Subir logo"}
            <input
              ref={input}
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-label="Archivo del logo"
              onChange={(event) => void handleFile(event)}
            />
          </Button>
          {logoUrl && (
            <Button
              color="error"
              onClick={handleRemove}
              loading={remove.isPending}
              disabled={upload.isPending}
            >
              Quitar logo
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

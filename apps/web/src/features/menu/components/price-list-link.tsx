import ContentCopy from "@mui/icons-material/ContentCopy";
import Print from "@mui/icons-material/Print";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { QrCode } from "@/components/qr-code";
import { useNotify } from "@/lib/use-notify";

export const priceListUrl = (slug: string, origin = window.location.origin) =>
  `${origin}/price-list/${encodeURIComponent(slug)}`;

type PriceListLinkProps = { slug: string };

/** docs/product.md#rules: the signed-in menu shows the public price list's link and its QR code, for customers to scan. */
export function PriceListLink({ slug }: PriceListLinkProps) {
  const notify = useNotify();
  const url = priceListUrl(slug);

  const handleCopy = () =>
    navigator.clipboard.writeText(url).then(
      () => notify.success("Enlace copiado."),
      () => notify.failure(new Error("No se pudo copiar el enlace. Copialo desde el texto.")),
    );

  return (
    <Card component="section" aria-labelledby="price-list-link-heading">
      <CardContent>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={3} sx={{ alignItems: { sm: "center" } }}>
          <QrCode text={url} label="Código QR de la lista de precios" size={160} />
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography id="price-list-link-heading" variant="h6" component="h2">
              Lista de precios para tus clientes
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Escaneá el código o abrí el enlace para ver los productos y sus precios.
            </Typography>
            <Link href={url} target="_blank" rel="noopener" sx={{ overflowWrap: "anywhere" }}>
              {url}
            </Link>
            <Stack direction="row" spacing={1} data-print="hide" sx={{ pt: 1, flexWrap: "wrap", rowGap: 1 }}>
              <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void handleCopy()}>
                Copiar enlace
              </Button>
              <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
                Imprimir
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

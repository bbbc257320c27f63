import type { FiscalEnvironment } from "@comanda/domain/fiscal-settings";
import Typography from "@mui/material/Typography";

/** What the owner does in ARCA's site with the request, in production (decision 067). */
export const productionSteps = [
  "Descargá el pedido (.csr) con el botón de arriba.",
  "Entrá a arca.gob.ar con tu CUIT y clave fiscal (nivel 3 o más) y abrí «Administración de certificados digitales». Si no aparece en tus servicios, sumalo desde «Administrador de Relaciones de Clave Fiscal» › «Adherir servicio».",
  "Tocá «Agregar alias», escribí el mismo nombre (alias) que pusiste acá, elegí el archivo .csr y confirmá. ARCA te muestra el certificado: descargalo (un archivo .crt).",
  "Abrí «Administrador de Relaciones de Clave Fiscal», elegí «Nueva relación», buscá el servicio «ARCA › WebServices › Facturación Electrónica» y, como representante, el computador fiscal con el alias del certificado. Confirmá la relación.",
  "Volvé acá y subí el certificado .crt en «Certificado de ARCA», sin clave privada: Comanda ya la tiene y la une con el certificado.",
] as const;

/** Homologación: ARCA's test certificates come from another service, which also authorizes wsfe. */
export const testingSteps = [
  "Descargá el pedido (.csr) con el botón de arriba.",
  "Entrá a arca.gob.ar con tu clave fiscal y abrí «WSASS - Autogestión Certificados Homologación» (si no aparece, sumalo desde «Administrador de Relaciones de Clave Fiscal» › «Adherir servicio»).",
  "Elegí «Nuevo certificado», escribí el alias como nombre simbólico del DN, pegá el contenido del .csr y tocá «Crear DN y obtener certificado». Copiá el certificado que aparece en un archivo .crt.",
  "En el mismo servicio, elegí «Crear autorización a servicio», el alias del certificado y el servicio «wsfe - Facturación Electrónica», y confirmá.",
  "Volvé acá y subí el certificado .crt en «Certificado de ARCA», sin clave privada: Comanda ya la tiene y la une con el certificado.",
] as const;

/** The step-by-step guide beside 'Generar pedido de certificado', for the environment the settings name. */
export function CertificateGuide({ environment }: { environment: FiscalEnvironment }) {
  const steps = environment === "produccion" ? productionSteps : testingSteps;
  const title =
    environment === "produccion"
      ? "Cómo pedir el certificado en ARCA"
      : "Cómo pedir el certificado de prueba en ARCA (homologación)";
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <Typography component="ol" variant="body2" sx={{ pl: 3, my: 1, "& li": { mb: 0.75 } }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Typography>
    </section>
  );
}

export type ArcaEndpoints = { wsaa: string; wsfe: string };
export type ArcaEnvironment = "homologacion" | "produccion";

const known: Record<ArcaEnvironment, ArcaEndpoints> = {
  homologacion: {
    wsaa: "https://wsaahomo.afip.gov.ar/ws/services/LoginCms",
    wsfe: "https://wswhomo.afip.gov.ar/wsfev1/service.asmx",
  },
  produccion: {
    wsaa: "https://wsaa.afip.gov.ar/ws/services/LoginCms",
    wsfe: "https://servicios1.afip.gov.ar/wsfev1/service.asmx",
  },
};

/**
 * ARCA's addresses for the environment. An override (from configuration, e.g. a local stand-in) replaces
 * that URL whatever the environment; an empty string counts as no override.
 */
export const arcaEndpoints = (
  environment: ArcaEnvironment,
  overrides: Partial<ArcaEndpoints> = {},
): ArcaEndpoints => ({
  wsaa: overrides.wsaa || known[environment].wsaa,
  wsfe: overrides.wsfe || known[environment].wsfe,
});

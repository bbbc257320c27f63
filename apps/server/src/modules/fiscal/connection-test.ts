import { type VoucherType, voucherTypeLabels, voucherTypes } from "@comanda/domain/fiscal";
import type { ConnectionTest } from "@comanda/domain/invoices";
import type { AppContext } from "../../context.ts";
import { ArcaFaultError, ArcaServiceError, ArcaUnavailableError } from "../../integrations/arca/errors.ts";
import { InvoicingError, openArcaSession } from "../../integrations/arca/session.ts";
import { ivaConditionOf } from "./queries.ts";
import { notConfigured } from "./service.ts";

const why = (error: unknown): string => {
  if (error instanceof ArcaUnavailableError)
    return "ARCA no respondió: revisá la conexión a internet del servidor o probá de nuevo en unos minutos.";
  if (error instanceof ArcaFaultError) return `ARCA lo rechazó: ${error.message} (${error.code}).`;
  if (error instanceof ArcaServiceError)
    return `ARCA respondió con un error: ${error.errors.map((item) => `${item.code}: ${item.message}`).join(" · ")}`;
  if (error instanceof InvoicingError) return error.message;
  throw error;
};

/**
 * 'Probar conexión' (decision 054): the service answers (FEDummy), the certificate gets a login ticket
 * (WSAA, kept for the invoices that follow), and the point of sale's last numbers (FECompUltimoAutorizado).
 * Each step says what it found or what failed; a step after a failed one is not tried.
 */
export const testConnection = async (
  ctx: Pick<AppContext, "database" | "config">,
  businessId: string,
): Promise<ConnectionTest> => {
  const session = await openArcaSession(ctx, businessId);
  if (!session) throw notConfigured();
  const steps: ConnectionTest["steps"] = [];
  const done = () => ({ ok: steps.every((step) => step.ok), steps });
  try {
    const dummy = await session.wsfe.dummy();
    const up = [dummy.appServer, dummy.dbServer, dummy.authServer].every((state) => state === "OK");
    steps.push({
      step: "service",
      ok: up,
      message: up
        ? "El servicio de facturación de ARCA responde."
        : `El servicio de ARCA responde con problemas (aplicación ${dummy.appServer}, base ${dummy.dbServer}, autenticación ${dummy.authServer}).`,
    });
    if (!up) return done();
  } catch (error) {
    steps.push({ step: "service", ok: false, message: why(error) });
    return done();
  }
  let auth: Awaited<ReturnType<typeof session.auth>>;
  try {
    auth = await session.auth();
    steps.push({ step: "login", ok: true, message: "ARCA aceptó el certificado y dio el ticket de acceso." });
  } catch (error) {
    steps.push({ step: "login", ok: false, message: why(error) });
    return done();
  }
  const series: VoucherType[] =
    (await ivaConditionOf(ctx.database.db, businessId)) === "monotributo"
      ? ["factura-c"]
      : ["factura-b", "factura-a"];
  try {
    const numbers = [];
    for (const type of series) {
      const last = await session.wsfe.lastAuthorized(auth, session.pointOfSale, voucherTypes[type]);
      numbers.push(`${voucherTypeLabels[type]}: ${last === 0 ? "ninguna todavía" : `n.º ${last}`}`);
    }
    steps.push({
      step: "last-number",
      ok: true,
      message: `Punto de venta ${session.pointOfSale}, último comprobante autorizado: ${numbers.join("; ")}.`,
    });
  } catch (error) {
    steps.push({ step: "last-number", ok: false, message: why(error) });
  }
  return done();
};

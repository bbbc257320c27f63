/** A message of WSFEv1 (an `Err`, `Obs` or `Evt`): its code and its text, as ARCA wrote it. */
export type ArcaMessage = { code: number; message: string };

/**
 * The request may or may not have reached ARCA: timeout, connection refused/reset, HTTP error without a
 * SOAP body, unparsable answer. A voucher sent this way must be reconciled (FECompUltimoAutorizado and
 * FECompConsultar), never sent again blindly.
 */
export class ArcaUnavailableError extends Error {
  override readonly name = "ArcaUnavailableError";
}

/** A SOAP fault (WSAA answers its refusals this way): code like "coe.alreadyAuthenticated"; message = faultstring. */
export class ArcaFaultError extends Error {
  override readonly name = "ArcaFaultError";
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** WSFEv1 answered with top-level <Errors> and no result (e.g. 600 auth errors, 11002 point of sale not enabled). */
export class ArcaServiceError extends Error {
  override readonly name = "ArcaServiceError";
  readonly errors: ArcaMessage[];

  constructor(errors: ArcaMessage[]) {
    super(errors.map((error) => `${error.code}: ${error.message}`).join("; ") || "WSFEv1 answered no result");
    this.errors = errors;
  }
}

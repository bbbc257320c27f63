import {
  type BusinessPermissions,
  defaultPermissions,
  type ErrorCode,
  errorCodes,
  httpStatusByCode,
  mayAct,
} from "@comanda/domain";
import { type Access, isGuarded, rolesOf } from "../../src/access/route-access.ts";
import { foreignOrigins } from "./arbitraries.ts";
import type { SentRequest } from "./request.ts";
import type { Caller } from "./world.ts";

export type Answer = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** null for HEAD and for an open event stream, which have no body to read. */
  body: string | null;
};

const englishWord =
  /\b(the|is|are|must|should|expected|received|invalid|required|cannot|not found|unexpected|failed|body|request|route|string|number|object|array|too (big|small|long|short))\b/i;
/**
 * Not a translation check: it catches framework and library messages (English) leaking to the user. A
 * list of Spanish words would refuse short Spanish messages ("Puede tener hasta 80 caracteres.").
 */
const spanishish = (text: unknown) =>
  typeof text === "string" && text.trim() !== "" && !englishWord.test(text);

/** `permissions`: the caller's business's switches (decision 045); no fuzzed request carries an ADMIN's PIN. */
export const isAllowed = (access: Access, caller: Caller, permissions = defaultPermissions) => {
  if (access === "public") return true;
  if (caller === "stranger" || caller === "forged") return false;
  const role = caller === "other-admin" ? ("ADMIN" as const) : caller;
  const roles = rolesOf(access);
  if (roles !== "signed-in" && !roles.includes(role)) return false;
  return !isGuarded(access) || mayAct(permissions, role, access.permission);
};

// A verification link that worked lands on /login?verificacion=ok (decision 070): not a refusal.
const errorLocation = (location: string) => /[?&](error=|verificacion=invalida)/.test(location);

/** A refusal: an error status, or a redirect that only carries the error to the app (a bad link). */
export const isRefusal = (answer: Answer) =>
  answer.status >= 400 ||
  (answer.status >= 300 && answer.status < 400 && errorLocation(String(answer.headers.location ?? "")));

/** The OpenAPI document is read by tools that expect it bare, not inside `{data}`. */
const bareDocuments = new Set(["GET /api/v1/openapi.json"]);

/** Routes whose success is a file (CSV exports, logos); their refusals are still the JSON envelope. */
const fileAnswers: Record<string, RegExp> = {
  "GET /api/v1/shifts/export": /^text\/csv; charset=utf-8/,
  "GET /api/v1/shifts/:id/orders/export": /^text\/csv; charset=utf-8/,
  "GET /api/v1/customers/export": /^text\/csv; charset=utf-8/,
  "GET /api/v1/shifts/:id/invoices/export": /^text\/csv; charset=utf-8/,
  "GET /api/v1/invoices/:id/pdf": /^application\/pdf$/,
  "GET /api/v1/business/logo": /^image\/(png|jpeg|webp)$/,
  "GET /api/v1/price-list/:slug/logo": /^image\/(png|jpeg|webp)$/,
};

const fileProblems = (answer: Answer, expected: RegExp): string[] => {
  const type = String(answer.headers["content-type"] ?? "");
  return expected.test(type) ? [] : [`a file answer with content-type "${type}"`];
};

const envelopeProblems = (answer: Answer, document: boolean): string[] => {
  const type = String(answer.headers["content-type"] ?? "");
  if (!type.startsWith("application/json")) return [`content-type is "${type}", not JSON`];
  let body: unknown;
  try {
    body = JSON.parse(answer.body ?? "");
  } catch {
    return ["body is not JSON"];
  }
  const keys = body !== null && typeof body === "object" ? Object.keys(body) : [];
  if (answer.status < 400)
    return keys.join() === "data" || document ? [] : [`a success is not {data}: ${keys}`];
  if (keys.join() !== "error") return [`an error is not {error}: ${keys}`];
  const { code, message, fields, details, ...extra } = (body as { error: Record<string, unknown> }).error;
  const problems: string[] = [];
  if (details !== undefined && (details === null || typeof details !== "object" || Array.isArray(details)))
    problems.push("details is not an object");
  if (Object.keys(extra).length > 0) problems.push(`error has extra keys ${Object.keys(extra)}`);
  if (!errorCodes.includes(code as ErrorCode)) problems.push(`unknown error code ${String(code)}`);
  // 413 and 415 answer invalid-argument: the client sent something it can fix, like a 400.
  else if (httpStatusByCode[code as ErrorCode] !== answer.status && code !== "invalid-argument")
    problems.push(`code ${String(code)} with status ${answer.status}`);
  if (!spanishish(message)) problems.push(`message is not Spanish: ${JSON.stringify(message)}`);
  if (fields !== undefined) {
    if (fields === null || typeof fields !== "object") problems.push("fields is not an object");
    else
      for (const [field, text] of Object.entries(fields))
        if (!spanishish(text))
          problems.push(`field ${field} message is not Spanish: ${JSON.stringify(text)}`);
  }
  return problems;
};

export type Verdict = {
  key: string;
  access: Access;
  caller: Caller;
  sent: SentRequest;
  answer: Answer;
  writes: string[];
  /** The caller's business is not the one whose record the path names. */
  crossTenant: boolean;
  /** The caller's business's switches when the request was sent. */
  permissions?: BusinessPermissions;
};

/** Every property a fuzzed request must keep; an empty list when it kept them all. */
export const problemsOf = ({
  key,
  access,
  caller,
  sent,
  answer,
  writes,
  crossTenant,
  permissions,
}: Verdict): string[] => {
  const problems: string[] = [];
  const { status } = answer;
  const method = String(sent.options.method);
  if (status >= 500) problems.push(`${status} server error`);
  const refused = isRefusal(answer);
  if (refused && writes.length > 0) problems.push(`refused (${status}) but wrote:\n  ${writes.join("\n  ")}`);

  const allowed = isAllowed(access, caller, permissions);
  if (!allowed && !refused) problems.push(`${caller} may not call ${key} but got ${status}`);
  if (!allowed && sent.routable && status !== 401 && status !== 403)
    problems.push(`${caller} may not call ${key}: expected 401 or 403, got ${status}`);
  const trustedOrigin = !foreignOrigins.includes(String(sent.options.headers?.origin));
  if (allowed && access !== "public" && sent.routable && trustedOrigin && status === 401)
    problems.push(`${caller} may call ${key} but got 401`);
  if (crossTenant && !refused) problems.push(`${caller} reached another business's record: ${status}`);
  if (!trustedOrigin && !["GET", "HEAD"].includes(method) && !refused)
    problems.push(`a foreign origin changed state: ${status}`);

  if (answer.body === null) {
    const type = String(answer.headers["content-type"] ?? "");
    if (
      method !== "HEAD" &&
      !(key === "GET /api/v1/events" && status === 200 && type.startsWith("text/event-stream"))
    )
      problems.push(`no body, content-type "${type}"`);
    return problems;
  }
  if (status >= 300 && status < 400) {
    const location = String(answer.headers.location ?? "");
    if (!key.startsWith("GET /api/auth/")) problems.push(`unexpected redirect to ${location}`);
    // Our own path only: a link must never send the browser to another site.
    if (!/^\/(?![/\\])/.test(location)) problems.push(`redirect leaves the app: ${location}`);
    return problems;
  }
  const file = fileAnswers[key];
  if (file && status < 300) return [...problems, ...fileProblems(answer, file)];
  return [...problems, ...envelopeProblems(answer, bareDocuments.has(key))];
};

import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { parsePrinterNetworks, printerNetworksMessage } from "./config/printer-networks.ts";
import { defaultScryptCost, maxScryptLog2N, minScryptLog2N, type ScryptCost } from "./config/scrypt-cost.ts";
import { type TrustProxy, trustProxySchema } from "./config/trust-proxy.ts";

export type DatabaseTarget =
  | { kind: "sqlite"; file: string }
  /** `poolSize`: connections the server keeps to PostgreSQL; `defaultPoolSize()` when not given. */
  | { kind: "postgres"; url: string; poolSize?: number };

/**
 * Decision 062: two connections per core, at least four. A busy instance is bound by its own CPU (one
 * event loop) and by row locks and commits on the database, not by connections waiting: more than this
 * mostly queue inside PostgreSQL. `DATABASE_POOL_SIZE` overrides it (e.g. for a database on a bigger
 * machine than the server).
 */
export const defaultPoolSize = (cores = availableParallelism()) => Math.max(4, 2 * cores);
const maxPoolSize = 1000;

export type Config = {
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  database: DatabaseTarget;
  authSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  trustedOrigins: string[];
  /** Which peers may tell the client's address in X-Forwarded-For: none, a hop count, or addresses. */
  trustProxy: TrustProxy;
  /** Failed sign-ins to one e-mail from many addresses slow it down, never lock it (modules/session). */
  signInSlowdown: SignInSlowdown;
  /** scrypt's cost for new password hashes; each hash keeps its own, so changing it locks no one out. */
  passwordHashCost: ScryptCost;
  logLevel: string;
  /** PostgreSQL: how long one statement may run before it is cancelled and the request answered 503; 0 = no limit. */
  statementTimeoutMs: number;
  /** Decision 055: ARCA's web services; a URL set here replaces the environment's (a local stand-in, a proxy) */
  arca: { wsaaUrl: string | null; wsfeUrl: string | null; timeoutMs: number };
  /** Decision 057: scheduled backups into `dir` every `everyMs` (null: off), the newest `keep` kept */
  backup: { dir: string; everyMs: number | null; keep: number };
  /** Decision 065: the networks direct printing may connect to; empty: a hosted install */
  printerNetworks: string[];
};

export type SignInSlowdown = { afterFailures: number; stepMs: number; maxMs: number };

/** The Vite dev server proxies /api with the browser's Origin (apps/web/vite.config.ts). */
const viteDevOrigin = "http://localhost:5173";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "PORT debe ser un número de puerto (1-65535)." })
    .int("PORT debe ser un número entero.")
    .min(1, "PORT debe ser un número de puerto (1-65535).")
    .max(65535, "PORT debe ser un número de puerto (1-65535).")
    .default(3000),
  HOST: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(
        /^(postgres(ql)?:\/\/|file:|sqlite:)/,
        "DATABASE_URL debe empezar con postgres://, file: o sqlite:",
      )
      .optional(),
  ),
  DATABASE_POOL_SIZE: optionalText.pipe(
    z.coerce
      .number<string | undefined>({
        error: `DATABASE_POOL_SIZE debe ser un número entre 1 y ${maxPoolSize}.`,
      })
      .int(`DATABASE_POOL_SIZE debe ser un número entero entre 1 y ${maxPoolSize}.`)
      .min(1, `DATABASE_POOL_SIZE debe ser un número entre 1 y ${maxPoolSize}.`)
      .max(maxPoolSize, `DATABASE_POOL_SIZE debe ser un número entre 1 y ${maxPoolSize}.`)
      .optional(),
  ),
  BASE_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: "BASE_URL debe ser una URL completa, como http://localhost:3000",
      })
      .optional(),
  ),
  AUTH_SECRET: optionalText.pipe(
    z.string().min(32, "AUTH_SECRET debe tener al menos 32 caracteres.").optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL debe empezar con smtp:// o smtps://")
      .optional(),
  ),
  MAIL_FROM: optionalText,
  DATA_DIR: optionalText,
  TRUSTED_ORIGINS: optionalText,
  TRUST_PROXY: trustProxySchema,
  PASSWORD_HASH_COST: z.coerce
    .number({ error: `PASSWORD_HASH_COST debe ser un número entre ${minScryptLog2N} y ${maxScryptLog2N}.` })
    .int(`PASSWORD_HASH_COST debe ser un número entero entre ${minScryptLog2N} y ${maxScryptLog2N}.`)
    .min(minScryptLog2N, `PASSWORD_HASH_COST debe ser un número entre ${minScryptLog2N} y ${maxScryptLog2N}.`)
    .max(maxScryptLog2N, `PASSWORD_HASH_COST debe ser un número entre ${minScryptLog2N} y ${maxScryptLog2N}.`)
    .default(defaultScryptCost.log2N),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: "DATABASE_STATEMENT_TIMEOUT_MS debe ser un número de milisegundos (0 = sin límite)." })
    .int("DATABASE_STATEMENT_TIMEOUT_MS debe ser un número entero de milisegundos.")
    .min(0, "DATABASE_STATEMENT_TIMEOUT_MS debe ser 0 o más.")
    .default(5000),
  ARCA_WSAA_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "ARCA_WSAA_URL debe ser una URL completa." }).optional(),
  ),
  ARCA_WSFE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "ARCA_WSFE_URL debe ser una URL completa." }).optional(),
  ),
  BACKUP_DIR: optionalText,
  // "30m", "6h", "1d": how often the server backs itself up; unset, it does not.
  BACKUP_EVERY: optionalText.pipe(
    z
      .string()
      .regex(
        /^[1-9][0-9]*[mhd]$/,
        "BACKUP_EVERY es un número seguido de m, h o d (minutos, horas, días), como 6h.",
      )
      .optional(),
  ),
  BACKUP_KEEP: z.coerce
    .number({ error: "BACKUP_KEEP debe ser un número de copias." })
    .int("BACKUP_KEEP debe ser un número entero de copias.")
    .min(1, "BACKUP_KEEP debe ser al menos 1.")
    .default(14),
  // Unset: the private ranges; set but empty: no direct printing (decision 065).
  PRINTER_NETWORKS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const networks = parsePrinterNetworks(value);
      if (networks) return networks;
      ctx.issues.push({ code: "custom", message: printerNetworksMessage, input: value });
      return z.NEVER;
    }),
  ARCA_TIMEOUT_MS: z.coerce
    .number({ error: "ARCA_TIMEOUT_MS debe ser un número de milisegundos." })
    .int("ARCA_TIMEOUT_MS debe ser un número entero de milisegundos.")
    .min(100, "ARCA_TIMEOUT_MS debe ser al menos 100.")
    .default(10_000),
});

export class ConfigError extends Error {}

const unitMs = { m: 60_000, h: 60 * 60_000, d: 24 * 60 * 60_000 } as const;
/** "6h" → 21,600,000. */
const everyMs = (text: string) => Number(text.slice(0, -1)) * unitMs[text.slice(-1) as keyof typeof unitMs];

/** Reads the environment once at start-up; a bad variable stops the process with a message naming it. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join("\n")}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(cwd, vars.DATA_DIR ?? "data");
  const port = vars.PORT;
  const baseUrl = (vars.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  return {
    port,
    host: vars.HOST ?? "0.0.0.0",
    baseUrl,
    dataDir,
    database: databaseTarget(vars.DATABASE_URL, vars.DATABASE_POOL_SIZE, dataDir, cwd),
    authSecret: vars.AUTH_SECRET ?? storedSecret(dataDir),
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM ?? "Comanda <no-responder@comanda.local>",
    trustedOrigins: [
      baseUrl,
      ...(env.NODE_ENV === "development" ? [viteDevOrigin] : []),
      ...(vars.TRUSTED_ORIGINS?.split(",")
        .map((origin) => origin.trim().replace(/\/$/, ""))
        .filter(Boolean) ?? []),
    ],
    trustProxy: vars.TRUST_PROXY,
    signInSlowdown: { afterFailures: 10, stepMs: 1000, maxMs: 10_000 },
    passwordHashCost: { ...defaultScryptCost, log2N: vars.PASSWORD_HASH_COST },
    logLevel: vars.LOG_LEVEL,
    statementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
    backup: {
      dir: path.resolve(cwd, vars.BACKUP_DIR ?? path.join(dataDir, "backups")),
      everyMs: vars.BACKUP_EVERY ? everyMs(vars.BACKUP_EVERY) : null,
      keep: vars.BACKUP_KEEP,
    },
    printerNetworks: vars.PRINTER_NETWORKS,
    arca: {
      wsaaUrl: vars.ARCA_WSAA_URL ?? null,
      wsfeUrl: vars.ARCA_WSFE_URL ?? null,
      timeoutMs: vars.ARCA_TIMEOUT_MS,
    },
  };
};

const databaseTarget = (
  url: string | undefined,
  poolSize: number | undefined,
  dataDir: string,
  cwd: string,
): DatabaseTarget => {
  if (url?.startsWith("postgres")) return { kind: "postgres", url, poolSize: poolSize ?? defaultPoolSize() };
  const file = url ? url.replace(/^(file|sqlite):(\/\/)?/, "") : path.join(dataDir, "comanda.db");
  return { kind: "sqlite", file: path.resolve(cwd, file) };
};

/** docs/product.md#running: a missing AUTH_SECRET is generated once and kept beside the data. */
const storedSecret = (dataDir: string): string => {
  const file = path.join(dataDir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  // Owner-only, as the database beside it (db/private-files.ts, docs/deploy.md).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};

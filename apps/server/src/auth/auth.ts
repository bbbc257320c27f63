import { uuidv7 } from "@comanda/domain";
import { betterAuth } from "better-auth";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { ChangeBus } from "../realtime/change-bus.ts";
import { gateCalls } from "./async-context-gate.ts";
import { businessSchemaPlugin, createUserHook } from "./business-hooks.ts";
import { announceVerifiedUser, markChangedEmailVerified, sendVerificationMail } from "./email-hooks.ts";
import { passwordResetMail } from "./mails.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { rejectDisabledUsers } from "./session-hooks.ts";
import { switchUserPlugin } from "./switch-user.ts";

const timestamps = { createdAt: "created_at", updatedAt: "updated_at" } as const;

export type AuthDeps = {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  bus: ChangeBus;
  log: FastifyBaseLogger;
};

const betterAuthFor = ({ config, database, mailer, bus, log }: AuthDeps) =>
  betterAuth({
    appName: "Comanda",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: { db: database.db, type: database.dialect, transaction: true },
    telemetry: { enabled: false },
    // Into our log, with the request's level of detail, instead of Better Auth's own console output.
    logger: { level: "info", log: (level, message, ...args) => log[level]({ auth: args }, message) },
    // Sign-in goes through /api/v1/session, which has its own database-backed limiter.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "comanda",
      useSecureCookies: config.baseUrl.startsWith("https://"),
      // Better Auth turns its callbackURL check off when NODE_ENV is "test"; keep it on everywhere.
      disableOriginCheck: false,
      database: { generateId: () => uuidv7() },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Native scrypt on libuv's threads, at the configured cost (decision 025).
      password: {
        hash: (password) => hashPassword(password, config.passwordHashCost),
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      // Not awaited: a known e-mail must answer as fast as an unknown one, or timing would tell them apart.
      sendResetPassword: async ({ user, url }) => {
        mailer.send(passwordResetMail(user, url)).catch((err) => log.error({ err }, "password reset mail"));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Decision 070: a link proves the address, not who opens it; http/auth-proxy.ts asks them to sign in.
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: sendVerificationMail(mailer),
    },
    user: {
      modelName: "user",
      // A new address is mailed a link and replaces the old one only when opened (issue #3, profile).
      changeEmail: { enabled: true },
      fields: { emailVerified: "email_verified", ...timestamps },
      additionalFields: {
        role: { type: "string", required: false, input: false },
        businessId: { type: "string", fieldName: "business_id", required: false, input: false },
        status: { type: "string", required: false, input: false, defaultValue: "enabled" },
      },
    },
    session: {
      modelName: "session",
      fields: {
        userId: "user_id",
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        ...timestamps,
      },
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: {
      modelName: "account",
      fields: {
        userId: "user_id",
        accountId: "account_id",
        providerId: "provider_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        ...timestamps,
      },
    },
    verification: { modelName: "verification", fields: { expiresAt: "expires_at", ...timestamps } },
    databaseHooks: {
      user: {
        create: { before: createUserHook },
        update: { before: markChangedEmailVerified, after: announceVerifiedUser(bus) },
      },
      session: { create: { before: rejectDisabledUsers } },
    },
    plugins: [businessSchemaPlugin, switchUserPlugin],
  });

/** Better Auth with every call through the async-context gate (async-context-gate.ts, decision 039). */
export const createAuth = (deps: AuthDeps) => {
  const auth = betterAuthFor(deps);
  return gateCalls({ ...auth, api: gateCalls(auth.api, []) }, ["handler", "fetch"]);
};

export type Auth = ReturnType<typeof createAuth>;

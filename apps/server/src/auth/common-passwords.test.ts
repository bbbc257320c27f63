import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../test/engines.ts";
import {
  inject,
  newOwner,
  signIn,
  signUp,
  startTestServer,
  type TestServer,
} from "../../test/test-server.ts";
import { commonPasswordMessage, isCommonPassword } from "./common-passwords.ts";

/** Refused on every route that sets a password, whatever their case. */
const common = ["password", "12345678", "PASSWORD", "Qwerty123", "iloveyou", "contraseña", "BocaJuniors"];
const spacesOnly = " ".repeat(10);

describe("isCommonPassword", () => {
  it("knows the most used passwords, English and Argentine, ignoring case", () => {
    for (const password of [...common, "argentina1", "Contrase\u006e\u0303a"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("lets a password of one's own through", () => {
    for (const password of ["empanadas123", "mate-con-facturas-9", "La Esquina de Ana 1987"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe.each(engines)("common passwords on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (url: string, payload: Record<string, unknown>, cookies?: Record<string, string>) =>
    inject(server, { method: "POST", url, payload, cookies });
  const users = async () => {
    const row = await server.ctx.database.db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const expectRefused = (response: { statusCode: number; json: () => unknown }, message: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: "invalid-argument", fields: { password: message } },
    });
  };

  it("signup refuses a common or blank password and creates nothing", async () => {
    const before = await users();
    for (const password of common) {
      expectRefused(await post("/api/v1/signup", newOwner({ password })), commonPasswordMessage);
    }
    expectRefused(
      await post("/api/v1/signup", newOwner({ password: spacesOnly })),
      "La contraseña no puede tener solo espacios.",
    );
    expect(await users()).toBe(before);
  });

  it("staff creation refuses a common or blank password and creates nothing", async () => {
    const { cookies } = await signUp(server);
    const before = await users();
    const staff = (password: string) => ({
      name: "Lucía Cajera",
      role: "CASHIER",
      email: `lucia-${Date.now()}@example.com`,
      password,
    });
    for (const password of common) {
      expectRefused(await post("/api/v1/staff", staff(password), cookies), commonPasswordMessage);
    }
    expectRefused(
      await post("/api/v1/staff", staff(spacesOnly), cookies),
      "La contraseña no puede tener solo espacios.",
    );
    expect(await users()).toBe(before);
    expect((await post("/api/v1/staff", staff("caja-segura-1"), cookies)).statusCode).toBe(201);
  });

  it("password reset refuses a common or blank password and keeps the old one", async () => {
    const { input } = await signUp(server);
    expect((await post("/api/v1/password/forgot", { email: input.email })).statusCode).toBe(200);
    const mail = server.mails.filter((m) => m.to === input.email).at(-1);
    const link = mail?.text.match(/\/api\/auth\/reset-password\/\S+/)?.[0] ?? "";
    const opened = await inject(server, { method: "GET", url: link });
    const token = new URL(String(opened.headers.location), "http://x").searchParams.get("token") as string;
    expect(token).toBeTruthy();
    for (const password of common) {
      expectRefused(await post("/api/v1/password/reset", { token, password }), commonPasswordMessage);
    }
    expectRefused(
      await post("/api/v1/password/reset", { token, password: spacesOnly }),
      "La contraseña no puede tener solo espacios.",
    );
    expect((await signIn(server, input.email, input.password)).statusCode).toBe(200);
    // The link still works for a password of one's own.
    expect((await post("/api/v1/password/reset", { token, password: "otra-clave-segura" })).statusCode).toBe(
      200,
    );
  });
});

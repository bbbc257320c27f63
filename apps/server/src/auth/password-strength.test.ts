import { describe, expect, it } from "vitest";
import { engines } from "../../test/database-kit.ts";
import { inject, newOwner, signIn, signUp, useTestServer } from "../../test/server-kit.ts";
import { passwordWeakness } from "./password-strength.ts";

/** Refused on every route that sets a password: decision 022's weak ones, and common ones whatever their case. */
const weak = [
  "aaaaaaaa",
  "abcdefgh",
  "12341234",
  "qqqqqqqq1",
  "password",
  "PASSWORD",
  "Qwerty123",
  "iloveyou",
  "contraseña",
  "BocaJuniors",
];
const spacesOnly = " ".repeat(10);
const hinted = /^Esa contraseña es fácil de adivinar\. \S/;

describe("passwordWeakness", () => {
  it("refuses guessable passwords with a hint in Spanish", () => {
    expect(passwordWeakness("aaaaaaaa", [])).toBe(
      'Esa contraseña es fácil de adivinar. Los caracteres repetidos, como "aaa", son fáciles de adivinar.',
    );
    expect(passwordWeakness("abcdefgh", [])).toBe(
      'Esa contraseña es fácil de adivinar. Las secuencias, como "abc" o "1234", son fáciles de adivinar.',
    );
    for (const password of [...weak, "argentina1", "Contrase\u006e\u0303a", "empanadas123", "personal-123"]) {
      expect(passwordWeakness(password, []), password).toMatch(hinted);
    }
  });

  it("refuses the user's own name, e-mail or business name, run together and without accents", () => {
    const known = ["Ana Pérez", "ana.perez@example.com", "La Esquina"];
    for (const password of ["anaperez2024", "laesquina99", "LaEsquina1987"]) {
      expect(passwordWeakness(password, [])).toBeNull();
      expect(passwordWeakness(password, known), password).toBe(
        "Esa contraseña es fácil de adivinar. No uses tu nombre, tu correo ni el nombre del negocio.",
      );
    }
  });

  it("lets a password of one's own through", () => {
    for (const password of ["mate-con-facturas-9", "La Esquina de Ana 1987", "tortuga-violeta-mesa"]) {
      expect(passwordWeakness(password, ["Ana Pérez"]), password).toBeNull();
    }
  });

  it("answers a long password quickly", () => {
    const started = performance.now();
    expect(passwordWeakness("a1b2c3d4e5f6g7h8i9j0".repeat(6), [])).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe.each(engines)("weak passwords on %s", (engine) => {
  const server = useTestServer(engine);

  const post = (url: string, payload: Record<string, unknown>, cookies?: Record<string, string>) =>
    inject(server(), { method: "POST", url, payload, cookies });
  const users = async () => {
    const row = await server()
      .ctx.database.db.selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const expectRefused = (response: { statusCode: number; json: () => unknown }, message: string | RegExp) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: "invalid-argument", fields: { password: expect.stringMatching(message) } },
    });
  };

  it("signup refuses a weak or blank password and creates nothing", async () => {
    const before = await users();
    for (const password of weak) expectRefused(await post("/api/v1/signup", newOwner({ password })), hinted);
    expectRefused(
      await post("/api/v1/signup", newOwner({ business_name: "La Esquina", password: "laesquina99" })),
      "Esa contraseña es fácil de adivinar. No uses tu nombre, tu correo ni el nombre del negocio.",
    );
    expectRefused(
      await post("/api/v1/signup", newOwner({ password: spacesOnly })),
      "La contraseña no puede tener solo espacios.",
    );
    expect(await users()).toBe(before);
  });

  it("staff creation refuses a weak or blank password and creates nothing", async () => {
    const { cookies } = await signUp(server());
    const before = await users();
    const staff = (password: string) => ({
      name: "Lucía Cajera",
      role: "CASHIER",
      email: `lucia-${Date.now()}@example.com`,
      password,
    });
    for (const password of weak) expectRefused(await post("/api/v1/staff", staff(password), cookies), hinted);
    expectRefused(
      await post("/api/v1/staff", staff(spacesOnly), cookies),
      "La contraseña no puede tener solo espacios.",
    );
    expect(await users()).toBe(before);
    expect((await post("/api/v1/staff", staff("caja-segura-1"), cookies)).statusCode).toBe(201);
  });

  it("password reset refuses a weak or blank password and keeps the old one", async () => {
    const { input } = await signUp(server());
    expect((await post("/api/v1/password/forgot", { email: input.email })).statusCode).toBe(200);
    const mail = server()
      .mails.filter((m) => m.to === input.email)
      .at(-1);
    const link = mail?.text.match(/\/api\/auth\/reset-password\/\S+/)?.[0] ?? "";
    const opened = await inject(server(), { method: "GET", url: link });
    const token = new URL(String(opened.headers.location), "http://x").searchParams.get("token") as string;
    expect(token).toBeTruthy();
    for (const password of weak)
      expectRefused(await post("/api/v1/password/reset", { token, password }), hinted);
    expectRefused(
      await post("/api/v1/password/reset", { token, password: spacesOnly }),
      "La contraseña no puede tener solo espacios.",
    );
    expect((await signIn(server(), input.email, input.password)).statusCode).toBe(200);
    // The link still works for a password of one's own.
    expect((await post("/api/v1/password/reset", { token, password: "otra-clave-segura" })).statusCode).toBe(
      200,
    );
  });
});

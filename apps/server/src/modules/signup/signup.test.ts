import { phoneMessages } from "@comanda/domain";
import { describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import { cookiesFrom, inject, newOwner, signUp, useTestServer } from "../../../test/server-kit.ts";

describe.each(engines)("signup on %s", (engine) => {
  const server = useTestServer(engine);

  const counts = async () => {
    const db = server().ctx.database.db;
    const business = await db
      .selectFrom("business")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const users = await db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return { business: Number(business.n), users: Number(users.n) };
  };

  it("creates the business and its ADMIN, signs in and sends the verification mail", async () => {
    const input = newOwner({ email: "  Duena@Example.COM ", business_name: "Rotisería El Sol" });
    const response = await inject(server(), { method: "POST", url: "/api/v1/signup", payload: input });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.user).toMatchObject({
      name: "Ana Pérez",
      email: "duena@example.com",
      role: "ADMIN",
      emailVerified: false,
    });
    expect(data.business).toMatchObject({ name: "Rotisería El Sol", slug: "rotiseria-el-sol" });
    expect(data.user.businessId).toBe(data.business.id);

    const cookies = cookiesFrom(response.headers["set-cookie"]);
    const me = await inject(server(), { method: "GET", url: "/api/v1/session", cookies });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(data.user.id);

    const stored = await server()
      .ctx.database.db.selectFrom("business")
      .selectAll()
      .where("id", "=", data.business.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ address: input.business_address, phone: "1145678901", status: "enabled" });
    expect(typeof stored.created_at).toBe("number");

    const mail = server().mails.find((m) => m.to === "duena@example.com");
    expect(mail?.subject).toBe("Verificá tu correo en Comanda");
    expect(mail?.text).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it("gives each business a unique public slug", async () => {
    const first = await signUp(server(), { business_name: "Bar Uno" });
    const second = await signUp(server(), { business_name: "Bar  uno!" });
    expect(first.session.business.slug).toBe("bar-uno");
    expect(second.session.business.slug).toBe("bar-uno-2");
  });

  it("answers an e-mail already used without saying so, mails its owner, and leaves nothing behind", async () => {
    const { input } = await signUp(server());
    const before = await counts();
    const mailsTo = () => server().mails.filter((mail) => mail.to === input.email);
    const verification = mailsTo().length;
    const again = () =>
      inject(server(), {
        method: "POST",
        url: "/api/v1/signup",
        payload: newOwner({ email: input.email.toUpperCase(), business_name: "Otro negocio" }),
      });
    const response = await again();
    // Decision 070: no "Ya existe una cuenta", no session; the owner of the address hears of it.
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ data: { mailedTo: input.email } });
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(await counts()).toEqual(before);
    await vi.waitFor(() => expect(mailsTo()).toHaveLength(verification + 1));
    const mail = mailsTo().at(-1);
    expect(mail?.subject).toBe("Alguien quiso crear una cuenta con tu correo en Comanda");
    expect(mail?.text).toContain("/forgot-password");
    // Told a few times an hour at most, answered alike every time.
    for (let attempt = 0; attempt < 3; attempt++) expect((await again()).json()).toEqual(response.json());
    await vi.waitFor(() => expect(mailsTo()).toHaveLength(verification + 3));
    expect(await counts()).toEqual(before);
  });

  it("refuses invalid fields with Spanish messages per field and writes nothing", async () => {
    const before = await counts();
    const response = await inject(server(), {
      method: "POST",
      url: "/api/v1/signup",
      payload: {
        name: " ",
        email: "no-es-correo",
        password: "corta",
        business_name: "",
        business_phone: "11-4567",
      },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("invalid-argument");
    expect(error.fields).toEqual({
      name: "Ingresá tu nombre.",
      email: "Ingresá un correo electrónico válido.",
      password: "La contraseña debe tener al menos 8 caracteres.",
      business_name: "Ingresá el nombre del negocio.",
      business_address: "Ingresá la dirección del negocio.",
      business_phone: phoneMessages.length,
    });
    expect(await counts()).toEqual(before);
  });

  it("accepts a signup without phone", async () => {
    const { session } = await signUp(server(), { business_phone: undefined });
    const stored = await server()
      .ctx.database.db.selectFrom("business")
      .select("phone")
      .where("id", "=", session.business.id)
      .executeTakeFirstOrThrow();
    expect(stored.phone).toBeNull();
  });

  it("never lets the request choose the role or the business", async () => {
    const { session: other } = await signUp(server());
    const response = await inject(server(), {
      method: "POST",
      url: "/api/v1/signup",
      payload: {
        ...newOwner(),
        role: "KITCHEN",
        businessId: other.business.id,
        business_id: other.business.id,
      },
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.user.role).toBe("ADMIN");
    expect(data.user.businessId).not.toBe(other.business.id);
  });
});

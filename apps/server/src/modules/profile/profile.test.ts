import { describe, expect, it, vi } from "vitest";
import { engines } from "../../../test/database-kit.ts";
import {
  addUser,
  type Cookies,
  currentSession,
  inject,
  mailsTo as mailsSentTo,
  signIn as signInAs,
  signUp,
  useTestServer,
} from "../../../test/server-kit.ts";

const emailTaken = "Ya existe una cuenta con este correo electrónico.";

describe.each(engines)("profile on %s", (engine) => {
  const server = useTestServer(engine);

  const patch = (cookies: Cookies, payload: Record<string, unknown>) =>
    inject(server(), { method: "PATCH", url: "/api/v1/profile", cookies, payload });
  const me = async (cookies: Cookies) => (await currentSession(server(), cookies)).json().data;
  const signIn = (email: string, password: string) => signInAs(server(), email, password);
  const mailsTo = (email: string) => mailsSentTo(server(), email);
  const linkIn = (text: string) => {
    const match = text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/);
    if (!match) throw new Error(`no link in: ${text}`);
    const url = new URL(match[0]);
    return `${url.pathname}${url.search}`;
  };
  const newEmail = (name: string) =>
    `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

  it("changes the name at once, and the session shows it", async () => {
    const { cookies, input, session } = await signUp(server());
    const changes: unknown[] = [];
    const unsubscribe = server().ctx.bus.subscribe(session.business.id, (m) => changes.push(m));
    const response = await patch(cookies, { name: "  Ana María Pérez ", email: input.email });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      session: {
        user: {
          id: session.user.id,
          name: "Ana María Pérez",
          email: input.email,
          emailVerified: false,
          role: "ADMIN",
          businessId: session.business.id,
        },
        business: { id: session.business.id, name: input.business_name, slug: session.business.slug },
      },
      pendingEmail: null,
    });
    await vi.waitFor(() =>
      expect(changes).toContainEqual({ entity: "users", id: session.user.id, op: "update" }),
    );
    unsubscribe();
    expect((await me(cookies)).user.name).toBe("Ana María Pérez");
    expect(mailsTo(input.email)).toHaveLength(1);
  });

  it("mails a link to a new e-mail and changes it only when the link is opened", async () => {
    const { cookies, input, session } = await signUp(server());
    const next = newEmail("nueva");
    const response = await patch(cookies, { name: input.name, email: next.toUpperCase() });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.session.user.email).toBe(input.email);
    expect(data.pendingEmail).toBe(next);
    expect((await me(cookies)).user.email).toBe(input.email);
    expect(mailsTo(input.email)).toHaveLength(1);
    const [mail] = mailsTo(next);
    expect(mail?.subject).toBe("Confirmá tu nuevo correo en Comanda");

    // Still pending when only the name changes meanwhile.
    const renamed = await patch(cookies, { name: "Ana P.", email: input.email });
    expect(renamed.json().data.pendingEmail).toBe(next);
    expect((await signIn(next, input.password)).statusCode).toBe(401);

    const opened = await inject(server(), { method: "GET", url: linkIn(mail?.text ?? ""), cookies });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("/profile");
    const current = await me(cookies);
    expect(current.user).toMatchObject({ id: session.user.id, email: next, emailVerified: true });
    expect((await signIn(next, input.password)).statusCode).toBe(200);
    expect((await signIn(input.email, input.password)).statusCode).toBe(401);
    expect((await patch(cookies, { name: "Ana P.", email: next })).json().data.pendingEmail).toBeNull();
  });

  it("keeps a verified e-mail verified across a change, mailing only the new address", async () => {
    const { cookies, input } = await signUp(server());
    await inject(server(), { method: "GET", url: linkIn(mailsTo(input.email)[0]?.text ?? "") });
    expect((await me(cookies)).user.emailVerified).toBe(true);
    const next = newEmail("verificada");
    expect((await patch(cookies, { name: input.name, email: next })).statusCode).toBe(200);
    expect(mailsTo(input.email)).toHaveLength(1);
    const link = linkIn(mailsTo(next)[0]?.text ?? "");
    // Opened where nobody is signed in, the change is made and the opener asked to sign in.
    expect((await inject(server(), { method: "GET", url: link })).headers.location).toBe(
      "/login?verificacion=ok",
    );
    expect((await me(cookies)).user).toMatchObject({ email: next, emailVerified: true });
  });

  it("refuses an e-mail someone else uses, next to the field, changing nothing", async () => {
    const { cookies, input } = await signUp(server());
    const other = await signUp(server());
    const response = await patch(cookies, { name: "Otro nombre", email: other.input.email });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "aborted",
      message: emailTaken,
      fields: { email: emailTaken },
    });
    expect(mailsTo(other.input.email)).toHaveLength(1);
    expect((await me(cookies)).user).toMatchObject({ name: input.name, email: input.email });
  });

  it("validates the fields in Spanish", async () => {
    const { cookies } = await signUp(server());
    const response = await patch(cookies, { name: " ", email: "no-es-correo" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: "Ingresá tu nombre.",
      email: "Ingresá un correo electrónico válido.",
    });
  });

  it("is open to a CASHIER and closed to KITCHEN", async () => {
    const { session } = await signUp(server());
    const cashier = await addUser(server(), session.business.id, "CASHIER");
    const ok = await patch(cashier.cookies, { name: "Caja Central", email: cashier.email });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.session.user).toMatchObject({ name: "Caja Central", role: "CASHIER" });
    const kitchen = await addUser(server(), session.business.id, "KITCHEN", "Cocina");
    const refused = await patch(kitchen.cookies, { name: "Otro", email: kitchen.email });
    expect(refused.statusCode).toBe(403);
    expect((await me(kitchen.cookies)).user.name).toBe("Cocina");
  });
});

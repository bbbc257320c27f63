import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject, newOwner, startTestServer, type TestServer } from "../../test/server-kit.ts";

type Received = { to: string[]; raw: string };

/** A real SMTP server on loopback: the mail leaves through nodemailer exactly as in production. */
const startSmtp = async () => {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => smtp.close(() => r())),
  };
};

describe("verification mail over SMTP_URL", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer("sqlite", { smtpUrl: smtp.url, mailFrom: "Comanda <hola@comanda.test>" });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("sends the signup's verification link through SMTP, not the log, and the link verifies", async () => {
    const owner = newOwner({ email: "smtp-owner@example.com" });
    const response = await inject(server, { method: "POST", url: "/api/v1/signup", payload: owner });
    expect(response.statusCode).toBe(201);

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000 });
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["smtp-owner@example.com"]);
    expect(mail?.raw).toMatch(/^From: Comanda <hola@comanda\.test>/m);
    expect(server.mails).toHaveLength(0);

    const unfolded = (mail?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2F)/.exec(
      unfolded,
    )?.[1];
    expect(link).toBeDefined();
    const verify = await inject(server, { method: "GET", url: link as string });
    expect(verify.headers.location).toBe("/login?verificacion=ok");
    const user = await server.ctx.database.db
      .selectFrom("user")
      .select("email_verified")
      .where("email", "=", "smtp-owner@example.com")
      .executeTakeFirstOrThrow();
    expect(Boolean(user.email_verified)).toBe(true);
  });
});

import { existsSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { engines } from "../test/database-kit.ts";
import { newOwner, useTestServer } from "../test/server-kit.ts";
import { startServerProcess } from "../test/server-process-kit.ts";

/** A request sent by hand, so the test decides when the rest of its body goes out. */
const rawRequest = (url: string, head: string) => {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    answer += chunk;
  });
  const closed = new Promise<string>((resolve) => socket.once("close", () => resolve(answer)));
  socket.write(head);
  return { send: (text: string) => socket.write(text), closed };
};

/**
 * SIGTERM to the process group `npm start` runs in (systemd's unit, a terminal's Ctrl-C; docs/deploy.md)
 * reaches the server twice, directly and forwarded by scripts/lib.mjs; it used to take the copy for a second
 * signal and exit at once, and closing destroyed every connection, so a request whose body was still
 * arriving was never answered. Now the signal counts once, the request is answered and saved, and the
 * server exits 0 having closed its database (on SQLite the WAL is checkpointed and removed).
 */
describe.each(engines)("SIGTERM to npm start's process group on %s", (engine) => {
  const server = useTestServer(engine);

  it("answers a request whose body is still arriving, counts the signal once and exits cleanly", async () => {
    const target = server().db.target;
    const instance = await startServerProcess(
      { DATABASE_URL: target.kind === "postgres" ? target.url : "" },
      90_000,
      { throughScripts: true },
    );
    // BASE_URL's default, whose origin the server trusts.
    const origin = `http://localhost:${new URL(instance.url).port}`;
    try {
      const signup = await fetch(`${instance.url}/api/v1/signup`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(newOwner()),
      });
      expect(signup.status).toBe(201);
      const cookie = signup.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");

      const body = JSON.stringify({ name: "Bebidas sin alcohol" });
      const slow = rawRequest(
        instance.url,
        "POST /api/v1/categories HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
          `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: ${cookie}\r\nOrigin: ${origin}\r\n\r\n` +
          body.slice(0, 10),
      );
      // Answered after the slow request's first bytes were read: the server is working on it.
      expect((await fetch(`${instance.url}/api/v1/health`)).status).toBe(200);

      instance.signalGroup("SIGTERM");
      // Closing has begun once new connections are refused.
      await expect
        .poll(
          () =>
            fetch(`${instance.url}/api/v1/health`).then(
              () => "accepted",
              () => "refused",
            ),
          {
            timeout: 20_000,
          },
        )
        .toBe("refused");
      slow.send(body.slice(10));
      const answer = await slow.closed;
      expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 201 Created");
      expect(answer).toContain("Bebidas sin alcohol");

      expect(await instance.exited).toBe(0);
      expect(instance.output()).toContain("SIGTERM: Comanda termina lo que está en curso");
      expect(instance.output()).not.toContain("Segunda señal");
      if (engine === "sqlite")
        expect(existsSync(path.join(instance.dataDir, "comanda.db-wal")), "the WAL was checkpointed").toBe(
          false,
        );
    } finally {
      await instance.stop();
    }
  }, 120_000);
});

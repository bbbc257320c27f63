import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { cookieHeader, signUp, startTestServer } from "../../../test/server-kit.ts";
import { shutdownRetryMs } from "./routes.ts";

/** The stream's raw text as it arrives, and when it ends. */
const rawStream = (url: string, cookie: string) =>
  new Promise<{ text: () => string; ended: Promise<void> }>((resolve, reject) => {
    let text = "";
    const req = request(url, { headers: { cookie } }, (res) => {
      res.setEncoding("utf8");
      const ended = new Promise<void>((done) => res.on("end", done));
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      resolve({ text: () => text, ended });
    });
    req.on("error", reject);
    req.end();
  });

/**
 * On SIGTERM the server closes (main.ts) (docs/deploy.md). A screen's event stream never ends by itself,
 * so closing must end every stream, with SSE's retry hint, instead of waiting for them forever.
 */
describe("shutting down", () => {
  it("ends open event streams with a retry hint and closes without waiting for them", async () => {
    const server = await startTestServer("sqlite");
    const base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    const { cookies } = await signUp(server);
    const streams = await Promise.all(
      [1, 2].map(() => rawStream(`${base}/api/v1/events`, cookieHeader(cookies))),
    );
    await expect.poll(() => streams.every((stream) => stream.text().includes("event: ready"))).toBe(true);

    const started = Date.now();
    const closing = server.close();
    const timedOut = new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 10_000).unref());
    expect(await Promise.race([closing.then(() => "closed" as const), timedOut])).toBe("closed");
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const stream of streams) {
      await stream.ended;
      expect(stream.text()).toMatch(new RegExp(`\\nretry: ${shutdownRetryMs}\\n\\n$`));
    }
  });
});

import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/** How often the proxy asks each instance's health check, as deploy/Caddyfile's `health_interval` does. */
const healthEveryMs = 100;

/**
 * A small reverse proxy in front of several instances, as Caddy or nginx would stand there: requests go
 * round-robin to the instances whose health check last answered 200, and one an instance refuses to
 * connect (it is shutting down or restarting) goes to the next. The upstream list is the test's to change
 * as instances come and go.
 */
export const startProxy = async (upstreams: string[]) => {
  let next = 0;
  const unhealthy = new Set<string>();
  const checkHealth = async () => {
    for (const upstream of [...upstreams]) {
      const ok = await fetch(`${upstream}/api/v1/health`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ok) unhealthy.delete(upstream);
      else unhealthy.add(upstream);
    }
  };
  const checking = setInterval(() => void checkHealth(), healthEveryMs);
  const pick = () => {
    const healthy = upstreams.filter((upstream) => !unhealthy.has(upstream));
    const from = healthy.length > 0 ? healthy : upstreams;
    return from[next++ % from.length];
  };
  const forward = (
    method: string,
    path: string,
    headers: Record<string, string | string[] | undefined>,
    body: Buffer,
    tries: number,
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> => {
    const upstream = pick();
    return new Promise((resolve, reject) => {
      const outgoing = request(
        `${upstream}${path}`,
        // One connection per request: a kept-alive one an instance closed on shutdown would fail the next.
        { method, headers: { ...headers, host: new URL(upstream ?? "").host }, agent: false },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(chunks),
            }),
          );
          answer.on("error", reject);
        },
      );
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        // Refused before anything was sent: safe to try another instance.
        if (error.code === "ECONNREFUSED" && tries > 1)
          forward(method, path, headers, body, tries - 1).then(resolve, reject);
        else reject(error);
      });
      outgoing.end(body);
    });
  };
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      forward(
        incoming.method ?? "GET",
        incoming.url ?? "/",
        incoming.headers,
        Buffer.concat(chunks),
        upstreams.length * 3,
      )
        .then((answer) => {
          outgoing.writeHead(answer.status, answer.headers);
          outgoing.end(answer.body);
        })
        .catch((error: NodeJS.ErrnoException) => {
          // What went wrong upstream, for the test that reports a failed request.
          outgoing.writeHead(502);
          outgoing.end(`${error.code ?? error.message}`);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      clearInterval(checking);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

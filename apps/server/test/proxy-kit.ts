import { createServer, type IncomingHttpHeaders, request } from "node:http";
import type { AddressInfo } from "node:net";

/** How often the proxy asks each instance's health check, as deploy/Caddyfile's `health_interval` does. */
const healthEveryMs = 100;

/**
 * How long the proxy keeps a client's idle connection open: nginx's `keepalive_timeout` default (Caddy's
 * idle timeout is longer still). Node's own 5 s was shorter than a client keeps its idle connections
 * (undici: 4 s, or what the answer's Keep-Alive says, less 2 s): under CPU load a request sent on a
 * connection the proxy was closing that moment failed with "other side closed".
 */
export const proxyIdleMs = 75_000;

/**
 * Headers about one connection, not the message (RFC 9110 §7.6.1, and those the Connection header names):
 * a proxy does not pass them on, as nginx and Caddy don't. Passed on, an instance's `Keep-Alive:
 * timeout=72` told the client to keep a connection the proxy closed after 5 s, and a draining instance's
 * `Connection: close` closed the client's connection to the proxy.
 */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

const endToEndHeaders = (headers: IncomingHttpHeaders) => {
  const named = new Set(
    String(headers.connection ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !hopByHop.has(name) && !named.has(name)),
  ) as IncomingHttpHeaders;
};

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
    headers: IncomingHttpHeaders,
    body: Buffer,
    tries: number,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> => {
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
              headers: endToEndHeaders(answer.headers),
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
        endToEndHeaders(incoming.headers),
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
  server.keepAliveTimeout = proxyIdleMs;
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

import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small reverse proxy in front of several instances, as Caddy or nginx would stand there: requests go
 * round-robin, and one an instance refuses to connect (it is shutting down or restarting) goes to the
 * next. The upstream list is the test's to change as instances come and go.
 */
export const startProxy = async (upstreams: string[]) => {
  let next = 0;
  const forward = (
    method: string,
    path: string,
    headers: Record<string, string | string[] | undefined>,
    body: Buffer,
    tries: number,
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> => {
    const upstream = upstreams[next++ % upstreams.length];
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
        .catch(() => {
          outgoing.writeHead(502);
          outgoing.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

import type { IncomingMessage } from "node:http";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { Answer } from "./checks.ts";

const readAll = async (stream: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
};

/**
 * Injects a request. The event stream never ends, so its requests are read as a stream: an open stream is
 * recorded by its headers and closed at once, as if the browser had gone away.
 */
export const send = async (
  app: FastifyInstance,
  options: InjectOptions,
  streaming: boolean,
): Promise<Answer> => {
  const head = options.method === "HEAD";
  if (!streaming) {
    const response = await app.inject(options);
    return { status: response.statusCode, headers: response.headers, body: head ? null : response.body };
  }
  const response = await app.inject({ ...options, payloadAsStream: true });
  const type = String(response.headers["content-type"] ?? "");
  if (type.startsWith("text/event-stream")) {
    const res = response.raw.res as unknown as { req: IncomingMessage };
    res.req.destroy();
    response.stream().destroy();
    return { status: response.statusCode, headers: response.headers, body: null };
  }
  const body = await readAll(response.stream());
  return { status: response.statusCode, headers: response.headers, body: head ? null : body };
};

import { createRequire } from "node:module";
import type { FastifyHelmetOptions } from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";

type HelmetOptions = Omit<FastifyHelmetOptions, "enableCSPNonces" | "global">;
type Recorder = { setHeader: (name: string, value: string) => void; removeHeader: (name: string) => void };
type Helmet = (
  options: HelmetOptions,
) => (req: unknown, res: Recorder, next: (error?: unknown) => void) => void;

// Helmet itself, the copy @fastify/helmet depends on: the headers are exactly the plugin's.
const fromPlugin = createRequire(createRequire(import.meta.url).resolve("@fastify/helmet"));
const helmet = fromPlugin("helmet") as Helmet;

export type SecurityHeaders = readonly (readonly [name: string, value: string])[];

/**
 * The headers helmet writes for these options, worked out once. @fastify/helmet calls `helmet(options)`
 * on every request, which re-parses the CSP and rebuilds every middleware: a tenth of a signed-in list
 * page's CPU (decision 060). Our directives are all static strings, so the answer is the same for
 * every request.
 */
export const computeSecurityHeaders = (options: HelmetOptions): SecurityHeaders => {
  const headers: [string, string][] = [];
  let failure: unknown;
  helmet(options)(
    {},
    {
      setHeader: (name, value) => void headers.push([name, String(value)]),
      // Helmet drops X-Powered-By, which Fastify never sends.
      removeHeader: () => {},
    },
    (error) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
};

/**
 * Every answer carries the headers, set on the raw response as the plugin does, so a hijacked one (the
 * event stream) and an error get them too.
 */
export const registerSecurityHeaders = (app: FastifyInstance, headers: SecurityHeaders) => {
  app.addHook("onRequest", (_request, reply, done) => {
    setSecurityHeaders(reply, headers);
    done();
  });
};

export const setSecurityHeaders = (reply: FastifyReply, headers: SecurityHeaders) => {
  for (const [name, value] of headers) reply.raw.setHeader(name, value);
};

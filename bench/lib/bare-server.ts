// The yardstick of the hot-path bench: a bare Fastify route answering a small JSON, nothing else (no
// hooks, no logger, no database), in a process of its own like the Comanda server. Run by bare-route.ts.
import Fastify from "fastify";

const app = Fastify();
app.get("/bare", async () => ({ data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));

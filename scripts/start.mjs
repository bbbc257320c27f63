// `npm start`: installs what is missing, builds, migrates and serves (DESIGN §7).
import { spawn } from "node:child_process";
import { ensureDependencies, ensureWebBuild, root, tsx } from "./lib.mjs";

await ensureDependencies();
await ensureWebBuild();

// The server migrates the database before it listens, then prints its URL.
const server = spawn(tsx, ["apps/server/src/main.ts"], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

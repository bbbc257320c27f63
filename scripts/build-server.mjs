// `npm run build` (after the web app's build): bundles the server into apps/server/dist/main.mjs, which
// `npm start` runs (scripts/server-bundle.mjs, docs/decisions/036).
import { ensureServerBuild } from "./lib.mjs";

await ensureServerBuild({ force: true });

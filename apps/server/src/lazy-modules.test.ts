import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Which of these packages a fresh process has loaded after running `script` (an ES module body). A process
 * of its own: the test workers share modules other tests have loaded.
 */
const loadedAfter = (script: string): string[] => {
  const report = `
    import { createRequire } from "node:module";
    ${script}
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    // sharp itself is an ES module here; its native binding (@img/sharp-<platform>) is required.
    const packages = { sharp: "@img/sharp-", "@zxcvbn-ts/core": "@zxcvbn-ts/core/", "@zxcvbn-ts/language-common": "@zxcvbn-ts/language-common/", "@zxcvbn-ts/language-es-es": "@zxcvbn-ts/language-es-es/", pdfkit: "pdfkit/", "node-forge": "node-forge/" };
    console.log(JSON.stringify(Object.keys(packages).filter((name) => loaded.some((file) => file.includes("/node_modules/" + packages[name])))));
  `;
  const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", report], {
    cwd: serverDir,
    encoding: "utf8",
  });
  return JSON.parse(output.trim().split("\n").at(-1) ?? "[]");
};

describe("what the server holds at start", () => {
  it("loads neither sharp, the password dictionaries, pdfkit nor node-forge until a logo, a password, an invoice's PDF or a WSAA login needs them", () => {
    expect(loadedAfter(`await import("./src/server.ts"); await import("./src/app.ts");`)).toEqual([]);
    expect(
      loadedAfter(`
        const { passwordWeakness } = await import("./src/auth/password-strength.ts");
        if (passwordWeakness("123456", []) === null) throw new Error("a weak password passed");
        const { toStoredLogo } = await import("./src/modules/business/logo-image.ts");
        await toStoredLogo(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])).catch(() => {});
      `),
    ).toEqual(["sharp", "@zxcvbn-ts/core", "@zxcvbn-ts/language-common", "@zxcvbn-ts/language-es-es"]);
    // A login's signature loads node-forge (here it refuses a certificate that is none).
    expect(
      loadedAfter(`
        const { signLoginRequest } = await import("./src/integrations/arca/wsaa.ts");
        try { signLoginRequest("<tra/>", "no es un certificado", "tampoco una clave"); } catch {}
      `),
    ).toEqual(["node-forge"]);
  }, 60_000);
});

// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompress", () => {
  it("writes brotli and gzip beside each text file worth it, and leaves the rest alone", () => {
    dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    mkdirSync(path.join(dir, "assets"));
    const script = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Milanesa ${i}`))};\n`;
    writeFileSync(path.join(dir, "assets", "index-abc123.js"), script);
    writeFileSync(path.join(dir, "index.html"), `<!doctype html>${"<div>Comanda</div>".repeat(100)}`);
    writeFileSync(path.join(dir, "tiny.css"), "body{margin:0}");
    writeFileSync(path.join(dir, "logo.png"), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, "assets", "index-abc123.js.map"), "x".repeat(4096));

    const written = precompress(dir);

    expect(written.map((each) => each.file)).toEqual(["assets/index-abc123.js", "index.html"]);
    const original = readFileSync(path.join(dir, "assets", "index-abc123.js"));
    const br = readFileSync(path.join(dir, "assets", "index-abc123.js.br"));
    const gz = readFileSync(path.join(dir, "assets", "index-abc123.js.gz"));
    expect(brotliDecompressSync(br)).toEqual(original);
    expect(gunzipSync(gz)).toEqual(original);
    expect(br.length).toBeLessThan(gz.length);
    expect(written[0]).toEqual({
      file: "assets/index-abc123.js",
      bytes: original.length,
      br: br.length,
      gz: gz.length,
    });
    for (const left of ["tiny.css", "logo.png", "assets/index-abc123.js.map"])
      expect(() => readFileSync(path.join(dir, `${left}.br`))).toThrow(/ENOENT/);
  });
});

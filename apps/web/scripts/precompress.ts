import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** What a browser downloads as text; source maps are read only by developer tools, and images are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 1024;

export type Precompressed = { file: string; bytes: number; br: number | null; gz: number | null };

/**
 * Decision 089: writes `name.br` (brotli at its best quality) and `name.gz` (gzip -9) beside each text file of
 * the build, each only where it is smaller, so the server sends the file a browser accepts without compressing
 * on every request (`@fastify/static`'s `preCompressed`, http/spa.ts). Returns what it wrote, largest first.
 */
export const precompress = (dir: string): Precompressed[] => {
  const written: Precompressed[] = [];
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(dir, entry);
    if (!compressible.test(entry) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (content.length < minBytes) continue;
    const keep = (suffix: string, compressed: Buffer) => {
      if (compressed.length >= content.length) return null;
      writeFileSync(`${file}${suffix}`, compressed);
      return compressed.length;
    };
    const br = keep(
      ".br",
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    const gz = keep(".gz", gzipSync(content, { level: 9 }));
    written.push({ file: entry.split(path.sep).join("/"), bytes: content.length, br, gz });
  }
  return written.sort((a, b) => b.bytes - a.bytes);
};

/** The build's last step: its output precompressed (`vite build` only; the dev server compresses nothing). */
export const precompressPlugin = (): Plugin => {
  let outDir = "";
  return {
    name: "comanda-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompress(outDir);
    },
  };
};

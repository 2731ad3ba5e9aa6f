/**
 * A Vite build plugin that writes a gzip and a Brotli copy beside each text asset, once, at
 * build time. The server's static handler (`preCompressed`) sends the smallest copy the browser
 * accepts, so no request pays for compression.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves too little to be worth a second file. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "howzat-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (
          !COMPRESSIBLE.test(file) ||
          file.includes(`${path.sep}.vite${path.sep}`) ||
          statSync(file).size < MIN_BYTES
        )
          continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * Bundle weight: gzipped JavaScript and CSS a page loads, read from Vite's build manifest.
 * A page loads its entry and the static imports of each chunk; lazy chunks (dynamic imports)
 * are added for the screens that load them.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleRow {
  readonly name: string;
  readonly jsGzip: number;
  readonly cssGzip: number;
  readonly files: readonly string[];
}

/** Reads dist/web/.vite/manifest.json. */
function readManifest(webRoot = "dist/web"): Manifest {
  return JSON.parse(readFileSync(path.join(webRoot, ".vite", "manifest.json"), "utf8")) as Manifest;
}

/** The files one key's chunk needs before it runs: itself, its static imports, their CSS. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** Keys of the lazy chunks whose source path matches `pattern`. */
function lazyKeys(manifest: Manifest, pattern: RegExp): string[] {
  const dynamic = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
  return [...dynamic].filter((key) => pattern.test(key));
}

function gzipSize(file: string, webRoot = "dist/web"): number {
  return gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;
}

/** Gzipped JS and CSS for a set of files. */
function weigh(name: string, files: Set<string>, webRoot = "dist/web"): BundleRow {
  let jsGzip = 0;
  let cssGzip = 0;
  for (const file of files) {
    if (file.endsWith(".js")) jsGzip += gzipSize(file, webRoot);
    else if (file.endsWith(".css")) cssGzip += gzipSize(file, webRoot);
  }
  return { name, jsGzip, cssGzip, files: [...files].sort() };
}

/** The pages the budgets speak of: /login, /game before a match, the result screen. */
export function bundleReport(webRoot = "dist/web"): {
  pages: BundleRow[];
  largest: Array<{ file: string; gzip: number; raw: number }>;
} {
  const manifest = readManifest(webRoot);
  const entry = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const game = lazyKeys(manifest, /pages\/game-page/);
  const charts = lazyKeys(manifest, /charts?/i);
  const login = closure(manifest, entry);
  const gameFiles = closure(manifest, [...entry, ...game]);
  const resultFiles = closure(manifest, [...entry, ...game, ...charts]);
  const all = new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]));
  const largest = [...all]
    .filter((f) => f.endsWith(".js") || f.endsWith(".css"))
    .map((file) => ({ file, gzip: gzipSize(file, webRoot), raw: statSync(path.join(webRoot, file)).size }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 8);
  return {
    pages: [
      weigh("/login", login, webRoot),
      weigh("/game (before a match)", gameFiles, webRoot),
      weigh("result screen", resultFiles, webRoot),
    ],
    largest,
  };
}

/**
 * Whether any JavaScript file of a page was built from a module whose path matches `pattern`,
 * read from the source maps the build writes beside each chunk.
 */
export function containsModule(files: readonly string[], pattern: RegExp, webRoot = "dist/web"): boolean {
  return files
    .filter((file) => file.endsWith(".js"))
    .some((file) => {
      const mapFile = path.join(webRoot, `${file}.map`);
      // The bundler's own runtime helpers chunk comes without a map: it holds none of our modules.
      if (!existsSync(mapFile)) return false;
      const map = JSON.parse(readFileSync(mapFile, "utf8")) as {
        sources?: string[];
      };
      return (map.sources ?? []).some((source) => pattern.test(source));
    });
}

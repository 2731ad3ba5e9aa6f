/**
 * Preload hints for the app's pages. Each page but sign-in is a chunk the entry script loads
 * only once it runs (React's lazy routes, src/web/app.tsx), so on a slow phone a page waited for
 * the entry, then for its own chunks. The server knows from the build's manifest which chunks and
 * styles each address opens, and names them in a `Link` header of the HTML answer: the browser
 * fetches them beside the entry instead of after it. Chunks the entry loads anyway are left out.
 * A page only members may open sends a guest to sign in: for a guest it names nothing, or the
 * browser would warn that what it fetched went unused.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One entry of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The page module each address opens, as the app's routes do (checked against them in tests). */
export const PAGE_MODULES: readonly (readonly [RegExp, string])[] = [
  [/^\/game$/, "pages/game-page.tsx"],
  [/^\/home$/, "pages/home-page.tsx"],
  [/^\/new$/, "pages/register-page.tsx"],
  [/^\/profile$/, "pages/profile-page.tsx"],
  [/^\/matches$/, "pages/matches-page.tsx"],
  [/^\/matches\/[^/]+$/, "pages/match-page.tsx"],
  [/^\/stats$/, "pages/stats-page.tsx"],
  [/^\/ranked(\/[^/]+)?$/, "pages/ranked-page.tsx"],
  [/^\/ladder$/, "pages/ladder-page.tsx"],
  [/^\/live(\/join)?(\/[^/]+)?$/, "pages/live-page.tsx"],
  [/^\/competitions(\/[^/]+)?$/, "pages/competitions-page.tsx"],
];

/** The page modules a guest may open (every other one sends a guest to sign in). */
const OPEN_TO_GUESTS: ReadonlySet<string> = new Set(["pages/game-page.tsx", "pages/competitions-page.tsx"]);

/** Whether the page at `url` is one only members may open (false for an address of no page). */
export function membersOnly(url: string): boolean {
  const found = PAGE_MODULES.find(([pattern]) => pattern.test(url));
  return found !== undefined && !OPEN_TO_GUESTS.has(found[1]);
}

/** Every manifest key `key` imports, itself included, depth first. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || manifest[key] === undefined) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

/** The `Link` header value for each page module: its chunks and styles the entry does not load. */
function linksByModule(manifest: Manifest): Map<string, string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  const loaded = entry === undefined ? new Set<string>() : closure(manifest, entry);
  const links = new Map<string, string>();
  for (const [, module] of PAGE_MODULES) {
    if (manifest[module] === undefined || links.has(module)) continue;
    const scripts: string[] = [];
    const styles: string[] = [];
    for (const key of closure(manifest, module)) {
      if (loaded.has(key)) continue;
      const chunk = manifest[key] as ManifestChunk;
      scripts.push(`</${chunk.file}>; rel=modulepreload`);
      // Vite loads a lazy chunk's stylesheet with `crossorigin` (anonymous): the preload must
      // ask in the same credentials mode, or the browser fetches it twice and warns.
      for (const css of chunk.css ?? []) styles.push(`</${css}>; rel=preload; as=style; crossorigin`);
    }
    links.set(module, [...styles, ...scripts].join(", "));
  }
  return links;
}

/**
 * Reads the build's manifest under `webRoot` once; the answer gives the `Link` header for a
 * page's address as a member (`signedIn`) or a guest sees it, or null (an address with no chunk
 * of its own, a members' page for a guest, or no manifest: a build without one is served as
 * before).
 */
export function pagePreloads(webRoot: string): (url: string, signedIn: boolean) => string | null {
  const file = path.join(webRoot, ".vite", "manifest.json");
  if (!existsSync(file)) return () => null;
  let links: Map<string, string>;
  try {
    links = linksByModule(JSON.parse(readFileSync(file, "utf8")) as Manifest);
  } catch {
    return () => null;
  }
  return (url, signedIn) => {
    if (!signedIn && membersOnly(url)) return null;
    const found = PAGE_MODULES.find(([pattern]) => pattern.test(url));
    const value = found === undefined ? undefined : links.get(found[1]);
    return value === undefined || value === "" ? null : value;
  };
}

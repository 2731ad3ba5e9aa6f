import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/**
 * Finds import cycles among the TypeScript files under a folder. Every import counts, a
 * type-only one too: a cycle of types still ties the files' meaning together, and it is the
 * first step to a cycle at run time. Modules are resolved as the type checker resolves them
 * (the tsconfig.json found above the folder, with its `paths`), so `@/` and relative imports
 * alike are followed. Files outside the folder, packages among them, end a path.
 */

const SOURCE = /\.tsx?$/;

function sourceFiles(root: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") found.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      found.push(path);
    }
  }
  return found;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, "tsconfig.json");
  if (configPath === undefined)
    return { moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true };
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath)).options;
}

/** The module names a file imports or re-exports, statically or with a dynamic import(). */
function importedNames(path: string): string[] {
  const info = ts.preProcessFile(readFileSync(path, "utf8"), true, true);
  return info.importedFiles.map((file) => file.fileName);
}

/** Each file's imports among the files under `root`, as absolute paths. */
export function importGraph(root: string): Map<string, string[]> {
  const absoluteRoot = resolve(root);
  const files = sourceFiles(absoluteRoot);
  const inside = new Set(files);
  const options = compilerOptions(absoluteRoot);
  const host = ts.createCompilerHost(options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const name of importedNames(file)) {
      const resolved = ts.resolveModuleName(name, file, options, host).resolvedModule?.resolvedFileName;
      if (resolved !== undefined && inside.has(resolve(resolved))) targets.add(resolve(resolved));
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/**
 * The graph's cycles, one for each group of files that reach each other (Tarjan's strongly
 * connected components of more than one file, or one file that imports itself), each as the
 * sorted list of its files.
 */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  // Iterative, so that a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next]!;
        frame.next += 1;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter);
          counter += 1;
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (group.length > 1 || selfImport) groups.push(group.sort());
      }
    }
  }
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The cycles among the files under `root`, with paths relative to `base`. */
export function importCycles(root: string, base = process.cwd()): string[][] {
  return cyclesOf(importGraph(root)).map((group) => group.map((file) => relative(base, file)));
}

// Run as a script (npm run lint): print every cycle and fail if there is one.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const roots = process.argv.slice(2);
  const cycles = (roots.length === 0 ? ["src"] : roots).flatMap((root) => importCycles(root));
  if (cycles.length === 0) {
    console.log("No import cycles.");
  } else {
    for (const group of cycles) {
      console.error(`Import cycle among ${group.length} files:\n  ${group.join("\n  ")}`);
    }
    process.exitCode = 1;
  }
}

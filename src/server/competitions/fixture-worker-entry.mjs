// Worker threads do not inherit the TypeScript loader the server runs under, so this plain
// entry registers it and then loads the TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./fixture-worker.ts");

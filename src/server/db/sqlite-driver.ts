/**
 * The SQLite driver for this Node.js: better-sqlite3 13 (Node-API) from Node.js 22 on, 12 on
 * Node.js 20. Both have the same API; neither works everywhere. 13 does not load on Node.js 20
 * (it crashes the process). 12 wraps its objects in Node's own `ObjectWrap`, whose destructor
 * from Node.js 24.19 on aborts the process (`Assertion failed: (env) != nullptr`) when a
 * statement is collected outside JavaScript, as an idle garbage collection does: a server that
 * ran a few queries could die at any moment.
 */
import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

const require = createRequire(import.meta.url);

/** The major version of the Node.js running this process. */
const NODE_MAJOR = Number(process.versions.node.split(".")[0]);

/** The package the driver is loaded from on this Node.js. */
export const SQLITE_PACKAGE = NODE_MAJOR >= 22 ? "better-sqlite3-napi" : "better-sqlite3";

/** better-sqlite3's `Database` constructor, from {@link SQLITE_PACKAGE}. */
export const SQLite = require(SQLITE_PACKAGE) as typeof BetterSqlite3;
export type SQLite = BetterSqlite3.Database;

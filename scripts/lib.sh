# Shared by start.sh and test.sh: run from the repository root and install what a fresh clone lacks.
# shellcheck shell=bash

cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

require_node() {
  if ! command -v node >/dev/null 2>&1; then
    echo "Se necesita Node.js 20 o posterior (https://nodejs.org). / Node.js 20+ is required." >&2
    exit 1
  fi
  local major
  major=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$major" -lt 20 ]; then
    echo "Node.js $(node -v) es muy antiguo: se necesita la versión 20 o posterior. / Node.js 20+ is required." >&2
    exit 1
  fi
}

# npm ci when node_modules is missing or older than the lockfile (npm writes node_modules/.package-lock.json
# on every install), for the app and for the Cloud Functions package (functions/, its own lockfile, as
# Firebase deploys it). PORTAL_SKIP_NPM_CI=1 skips it, for shared work trees where someone else installs.
# The two installs run at the same time (mostly downloads; npm's cache takes concurrent writers), each
# one's output shown whole when it ends, the app's first.
ensure_node_modules() {
  if [ "${PORTAL_SKIP_NPM_CI:-}" = "1" ]; then return 0; fi
  local dir i rc=0 pids=() dirs=() logs=()
  for dir in . functions; do
    if [ ! -f "$dir/node_modules/.package-lock.json" ] \
      || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
      echo "==> npm ci en $dir (dependencias ausentes o desactualizadas)"
      logs+=("$(mktemp)")
      npm ci --prefix "$dir" --no-audit --no-fund >"${logs[-1]}" 2>&1 &
      pids+=("$!")
      dirs+=("$dir")
    fi
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
      cat "${logs[$i]}"
    else
      cat "${logs[$i]}"
      echo "npm ci no pudo instalar las dependencias de ${dirs[$i]}/package-lock.json." >&2
      rc=1
    fi
    rm -f "${logs[$i]}"
  done
  return "$rc"
}

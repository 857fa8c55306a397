#!/usr/bin/env bash
# npm start: installs dependencies when needed, then starts the whole local stack (see local/stack/start.ts).
# Arguments are forwarded, e.g. `npm start -- --reseed`.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
require_node
ensure_node_modules
# Node 20 has WebSocket only behind this flag, and supabase-js (used in-process by the local API) needs it.
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-websocket"
exec npx --no-install tsx local/stack/start.ts "$@"

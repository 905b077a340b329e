#!/usr/bin/env bash
# Makes sure a Chromium exists for the e2e and Lighthouse runs. Never downloads a browser build:
# it uses $CHROME_PATH, the system Chromium, or Playwright's own, and otherwise installs
# Debian's chromium package.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then exit 0; fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  [ -x "$candidate" ] && exit 0
done
if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/ >/dev/null 2>&1; then exit 0; fi

if command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found: installing Debian's chromium package..."
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No Chromium found. Install Chromium and set CHROME_PATH to its binary." >&2
exit 1

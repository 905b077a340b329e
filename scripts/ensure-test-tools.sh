#!/usr/bin/env bash
# Makes sure every program `npm test` drives is on this machine, installing what is missing from
# Debian's packages in one go. It never downloads a browser build. Where Playwright's own browsers
# are installed (a developer's laptop), those serve instead of Debian's.
#   Chromium   e2e and Lighthouse     $CHROME_PATH, Debian's chromium (Lighthouse) and its
#                                     headless shell (e2e, faster), or Playwright's
#   Firefox    engine lane            Debian's firefox-esr (driven over WebDriver BiDi), or Playwright's
#   WebKit     engine lane            Debian's webkit2gtk-driver + MiniBrowser under Xvfb, or Playwright's
#   nginx      host lane              Debian's nginx
set -euo pipefail

playwright_has() { ls -d "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/"$1"-*/ >/dev/null 2>&1; }

missing=()
if ! { [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; } && [ ! -x /usr/bin/chromium ] && ! playwright_has chromium; then
  missing+=(chromium)
fi
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ] && ! playwright_has chromium_headless_shell; then
  missing+=(chromium-headless-shell)
fi
if [ ! -x /usr/bin/firefox-esr ] && ! playwright_has firefox; then missing+=(firefox-esr); fi
if ! playwright_has webkit; then
  command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
fi
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)

[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing for the tests: ${missing[*]}. Install them (or set CHROME_PATH for Chromium)." >&2
  exit 1
fi
echo "Installing Debian packages for the tests: ${missing[*]}"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null

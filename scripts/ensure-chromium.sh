#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright journeys when it is missing.
# Playwright's own browser download cannot work on our machines (no network but the registries).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium not found at /usr/bin/chromium: installing Debian's package with apt..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-noto-color-emoji >/dev/null
/usr/bin/chromium --version

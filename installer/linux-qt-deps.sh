#!/usr/bin/env bash
# Before `make run` on Linux: is there a screen, and can Qt load its window-system plugin?
# Qt's xcb plugin needs X libraries that a fresh machine may lack; without them the
# window aborts with "could not load the Qt platform plugin xcb". As root we install
# them from Debian's packages; otherwise we print the exact command and stop.
set -euo pipefail
python=${1:-python3}

[ "$(uname -s)" = Linux ] || exit 0

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" != offscreen ]; then
  echo "No display: FOG Desktop's window needs a screen. Without one, use the command line: $(dirname "$python")/fog-desktop --help" >&2
  exit 1
fi

packages=(libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
  libxcb-shape0 libxcb-randr0 libxcb-xfixes0 libxcb-xkb1 libxcb-sync1 libxcb-shm0
  libxkbcommon0 libxkbcommon-x11-0 libegl1 libgl1 libfontconfig1 libdbus-1-3)

plugin_dir=$("$python" -c 'import pathlib, PySide6; print(pathlib.Path(PySide6.__file__).parent / "Qt")')
missing=$( { ldd "$plugin_dir/plugins/platforms/libqxcb.so"; ldd "$plugin_dir"/lib/libQt6XcbQpa.so.*; } 2>/dev/null | grep "not found" | awk '{print $1}' | sort -u || true)
[ -z "$missing" ] && exit 0

echo "Qt's window-system plugin is missing these libraries: $(echo $missing | tr '\n' ' ')" >&2
if ! command -v apt-get >/dev/null; then
  echo "Install your distribution's packages for them, then run make run again." >&2
  exit 1
fi
command="apt-get install -y ${packages[*]}"
if [ "$(id -u)" = 0 ]; then
  echo "Installing them: $command" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
else
  echo "Install them with:  sudo $command" >&2
  echo "then run make run again." >&2
  exit 1
fi

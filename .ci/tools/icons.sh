#!/bin/sh
# Renders the app icon (static/icons/icon.svg) to the PNG sizes the web app manifest
# names, with Debian's Chromium. Run by hand after changing the SVG; the PNGs are committed.
set -eu
cd "$(dirname "$0")/../.."
for n in 192 512; do
  page=$(mktemp --suffix=.html)
  echo "<html><body style='margin:0;background:transparent'><img src='$PWD/static/icons/icon.svg' width=$n height=$n style='display:block'></body></html>" > "$page"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
    --window-size=$n,$n --screenshot="$PWD/static/icons/icon-$n.png" "file://$page" 2>/dev/null
  rm -f "$page"
done

#!/usr/bin/env bash
# Imports the site's /schedule.xml into a real Frab consumer: SReview (Debian's sreview-detect,
# the video review system of FOSDEM and DebConf), whose SReview::Schedule::Penta reads
# Pentabarf/Frab XML. Usage: bash scripts/frab-consumer/run.sh [schedule URL]
# (default http://localhost:3000/schedule.xml, the site of `npm start`). Installs its Perl
# dependencies from Debian (root), not the package itself (it pulls ffmpeg and inkscape).
set -euo pipefail
url="${1:-http://localhost:3000/schedule.xml}"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
chmod 755 "$work" # apt downloads as _apt

export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq --no-install-recommends libmoose-perl libxml-simpleobject-perl \
  libdatetime-perl libdatetime-format-iso8601-perl libmojolicious-perl >/dev/null
(cd "$work" && apt-get download -qq sreview-detect && dpkg -x sreview-detect_*.deb root)

curl -fsS "$url" -o "$work/schedule.xml"
perl -I"$work/root/usr/share/perl5" "$here/import.pl" "file://$work/schedule.xml" | tee "$work/out"
expected="$(grep -c '<event ' "$work/schedule.xml")"
imported="$(sed -n 's/^Sessões: //p' "$work/out")"
if [ "$expected" != "$imported" ]; then
  echo "O SReview leu $imported sessões de $expected." >&2
  exit 1
fi
echo "OK: o SReview importou as $imported sessões do schedule.xml."

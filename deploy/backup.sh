#!/bin/sh
# The nightly backup (deploy/congresso-backup.timer, or cron): `npm run backup` into BACKUP_DIR
# under the date, then the files older than KEEP_DAYS removed, only once the new one is written.
# With the embedded database the server must be stopped meanwhile (the backup refuses otherwise);
# with PostgreSQL it runs beside the servers.
set -eu
: "${BACKUP_DIR:?defina BACKUP_DIR (a pasta dos backups)}"
KEEP_DAYS="${KEEP_DAYS:-14}"
cd "$(dirname "$0")/.."
mkdir -p "$BACKUP_DIR"
file="$BACKUP_DIR/congresso-$(date -u +%Y-%m-%dT%H%M%SZ).json.gz"
npm run --silent backup -- "$file"
find "$BACKUP_DIR" -maxdepth 1 -name 'congresso-*.json.gz' -mtime +"$KEEP_DAYS" -delete
# A backup killed midway leaves its FILE.tmp (the final name is only ever a whole file).
find "$BACKUP_DIR" -maxdepth 1 -name 'congresso-*.tmp' -mtime +1 -delete

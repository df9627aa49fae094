#!/bin/sh
# Backs up the site: the database (pg_dump, custom format: restored with pg_restore, table by
# table, consistent as of the dump's start) and the media (DATA_DIR/uploads, or the S3 bucket).
# Everything lands in BACKUP_DIR/<UTC time>/; the newest BACKUP_KEEP backups are kept.
#
#   docker compose run --rm backup            (compose.yaml's backup service, into ./backups)
#   PGHOST=... PGUSER=... PGDATABASE=... DATA_DIR=/srv/amora/data BACKUP_DIR=/srv/backups deploy/backup.sh
#
# The database connection comes from libpq's variables (PGHOST, PGPORT, PGUSER, PGPASSWORD,
# PGDATABASE) or DATABASE_URL. With S3_BUCKET set, the bucket is copied with the AWS CLI when it
# is installed (S3_ENDPOINT for another S3-compatible service); otherwise say how the bucket is
# kept (versioning or replication) and set MEDIA_BACKUP=skip. Restoring: README, "Running in
# production".
set -eu

BACKUP_DIR=${BACKUP_DIR:-./backups}
BACKUP_KEEP=${BACKUP_KEEP:-14}
DATA_DIR=${DATA_DIR:-./data}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
target="$BACKUP_DIR/$stamp"
mkdir -p "$target"

echo "backup: database -> $target/database.dump"
if [ -n "${DATABASE_URL:-}" ]; then
  pg_dump --format=custom --no-owner --file="$target/database.dump" "$DATABASE_URL"
else
  pg_dump --format=custom --no-owner --file="$target/database.dump"
fi

if [ "${MEDIA_BACKUP:-}" = "skip" ]; then
  echo "backup: media skipped (MEDIA_BACKUP=skip)"
elif [ -n "${S3_BUCKET:-}" ]; then
  if ! command -v aws >/dev/null 2>&1; then
    echo "backup: S3_BUCKET is set but the AWS CLI is missing; install it, or set MEDIA_BACKUP=skip when the bucket is versioned or replicated" >&2
    exit 1
  fi
  echo "backup: media s3://$S3_BUCKET -> $target/uploads/"
  aws s3 sync ${S3_ENDPOINT:+--endpoint-url "$S3_ENDPOINT"} "s3://$S3_BUCKET" "$target/uploads/" --only-show-errors
else
  if [ -d "$DATA_DIR/uploads" ]; then
    echo "backup: media $DATA_DIR/uploads -> $target/uploads.tar.gz"
    tar -C "$DATA_DIR" -czf "$target/uploads.tar.gz" uploads
  else
    echo "backup: no $DATA_DIR/uploads yet (nothing uploaded)"
  fi
fi

# A backup is complete once this file is there: a restore takes the newest folder that has it.
date -u +%Y-%m-%dT%H:%M:%SZ >"$target/COMPLETE"
echo "backup: done, $target"

# The newest BACKUP_KEEP complete backups stay; older ones go (names sort by time).
ls -1d "$BACKUP_DIR"/*/COMPLETE 2>/dev/null | sed 's|/COMPLETE$||' | sort -r | tail -n +"$((BACKUP_KEEP + 1))" |
  while read -r old; do
    echo "backup: removing $old"
    rm -rf "$old"
  done

#!/bin/sh
# First start on an empty data folder: initdb with POSTGRES_USER/POSTGRES_PASSWORD, create
# POSTGRES_DB, allow password logins over the network. Then run the server in the foreground.
set -eu
PGDATA=/var/lib/postgresql/data
user="${POSTGRES_USER:-postgres}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile="$(mktemp)"
  printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}" > "$pwfile"
  initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ "${POSTGRES_DB:-$user}" != postgres ]; then
    echo "CREATE DATABASE \"${POSTGRES_DB:-$user}\"" | postgres --single -D "$PGDATA" -j postgres >/dev/null
  fi
fi
exec postgres -D "$PGDATA" -c listen_addresses='*'

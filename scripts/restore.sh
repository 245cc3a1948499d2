#!/usr/bin/env bash
# Restores a backup of scripts/backup.sh into an EMPTY database (deploy/runbooks/backup-and-restore.md).
#
#   DATABASE_URL=postgres://…/<new database> scripts/restore.sh <backup directory>
#
# It checks the files against the manifest's SHA-256, refuses a database that already has any of
# the backup's schemas, and restores in one transaction (all or nothing). Objects are owned by the
# restoring role (--no-owner); KEEP_OWNERS=1 keeps the backup's owners and grants (the roles must
# exist). The broker's definitions are checked and, with RESTORE_BROKER=1, loaded into the broker
# (`rabbitmqctl import_definitions`, or the management API with RABBITMQ_MANAGEMENT_URL; with
# kubectl, RABBITMQCTL="kubectl exec -i -n mq rabbitmq-0 -- rabbitmqctl": -i passes the file in).
set -euo pipefail

fail() { echo "restore: $*" >&2; exit 1; }
[ $# -eq 1 ] || fail "usage: DATABASE_URL=postgres://… $0 <backup directory>"
from="$1"
[ -n "${DATABASE_URL:-}" ] || fail "set DATABASE_URL to the (empty) database to restore into"
[ -f "$from/manifest.txt" ] && [ -f "$from/database.dump" ] || fail "$from is not a backup (no manifest.txt or database.dump)"

(cd "$from" && grep -E '^[0-9a-f]{64}  ' manifest.txt | sha256sum --check --quiet) || fail "a file of $from does not match its checksum in manifest.txt"
read -r -a schemas <<< "$(sed -n 's/^schemas: //p' "$from/manifest.txt")"
[ "${#schemas[@]}" -gt 0 ] || fail "manifest.txt names no schema"
for schema in "${schemas[@]}"; do [[ "$schema" =~ ^[a-z_][a-z0-9_]*$ ]] || fail "manifest.txt: not a schema name: $schema"; done

list=$(printf "'%s'," "${schemas[@]}")
existing=$(psql "$DATABASE_URL" -X -At -v ON_ERROR_STOP=1 -c "SELECT string_agg(nspname, ' ') FROM pg_namespace WHERE nspname IN (${list%,})")
[ -z "$existing" ] || fail "the database already has schema(s) $existing: restore into an empty database"

owners=(--no-owner --no-acl)
[ "${KEEP_OWNERS:-0}" = 1 ] && owners=()
pg_restore --exit-on-error --single-transaction "${owners[@]}" --dbname="$DATABASE_URL" "$from/database.dump"
echo "restore: ${schemas[*]} restored"

if [ -f "$from/broker-definitions.json" ]; then
  counts=$(node -e '
    const d = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const key of ["queues", "exchanges", "bindings"]) if (!Array.isArray(d[key])) throw new Error("broker definitions lack " + key);
    process.stdout.write(`${d.queues.length} queues, ${d.exchanges.length} exchanges, ${d.bindings.length} bindings`);
  ' "$from/broker-definitions.json") || fail "broker-definitions.json is not RabbitMQ definitions"
  if [ "${RESTORE_BROKER:-0}" = 1 ]; then
    if [ -n "${RABBITMQ_MANAGEMENT_URL:-}" ]; then
      curl --fail --silent --show-error -H 'content-type: application/json' --data-binary "@$from/broker-definitions.json" "${RABBITMQ_MANAGEMENT_URL%/}/api/definitions"
    else
      # On standard input: a path would be opened by the broker node (another user, or inside the
      # broker's pod with RABBITMQCTL="kubectl exec -i …"), where the backup is not. With no path
      # it reads standard input (its help's "-" is taken as a file name, RabbitMQ 3.10).
      ${RABBITMQCTL:-rabbitmqctl} --quiet import_definitions --format json < "$from/broker-definitions.json"
    fi
    echo "restore: broker definitions loaded ($counts)"
  else
    echo "restore: broker definitions checked ($counts); RESTORE_BROKER=1 loads them"
  fi
fi

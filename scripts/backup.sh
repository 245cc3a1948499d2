#!/usr/bin/env bash
# Backs up the whole platform into one directory (deploy/runbooks/backup-and-restore.md):
#   database.dump            every service's schema, one consistent pg_dump snapshot (custom format)
#   broker-definitions.json  RabbitMQ's queues, exchanges, bindings, policies, vhosts and users
#   manifest.txt             when, which schemas, the tools' versions and each file's SHA-256
#
#   DATABASE_URL=postgres://… scripts/backup.sh <new directory>
#
# BACKUP_SCHEMAS   the schemas (default: the six services': identity billing assessments sharing
#                  notifications flags; the gateway has none)
# RABBITMQ_MANAGEMENT_URL  http(s)://user:password@host:15672 to export through the management
#                  API; otherwise `rabbitmqctl export_definitions` (run where it reaches the node,
#                  e.g. kubectl exec into the broker's pod, or with RABBITMQCTL="kubectl exec -n mq rabbitmq-0 -- rabbitmqctl")
# SKIP_BROKER=1    database only
# The definitions hold the broker users' password hashes and the dump holds customer data:
# keep backups encrypted and as restricted as the database.
set -euo pipefail

fail() { echo "backup: $*" >&2; exit 1; }
[ $# -eq 1 ] || fail "usage: DATABASE_URL=postgres://… $0 <new directory>"
out="$1"
[ -n "${DATABASE_URL:-}" ] || fail "set DATABASE_URL to the platform's database"
[ ! -e "$out" ] || fail "$out exists; give a new directory"
command -v pg_dump >/dev/null || fail "pg_dump is not installed (Debian: postgresql-client)"

read -r -a schemas <<< "${BACKUP_SCHEMAS:-identity billing assessments sharing notifications flags}"
[ "${#schemas[@]}" -gt 0 ] || fail "BACKUP_SCHEMAS names no schema"
present=$(psql "$DATABASE_URL" -X -At -v ON_ERROR_STOP=1 -c "SELECT nspname FROM pg_namespace" | sort)
for schema in "${schemas[@]}"; do
  [[ "$schema" =~ ^[a-z_][a-z0-9_]*$ ]] || fail "not a schema name: $schema"
  grep -qx "$schema" <<< "$present" || fail "schema $schema does not exist in this database"
done

mkdir -p "$out"
trap 'rm -rf "$out"; echo "backup: failed; nothing kept" >&2' ERR

# One snapshot of every schema: pg_dump runs in a single repeatable-read transaction.
pg_dump --format=custom --compress=6 --no-password "${schemas[@]/#/--schema=}" --file="$out/database.dump" "$DATABASE_URL"

if [ "${SKIP_BROKER:-0}" != 1 ]; then
  if [ -n "${RABBITMQ_MANAGEMENT_URL:-}" ]; then
    curl --fail --silent --show-error "${RABBITMQ_MANAGEMENT_URL%/}/api/definitions" -o "$out/broker-definitions.json"
  else
    ${RABBITMQCTL:-rabbitmqctl} --quiet export_definitions - > "$out/broker-definitions.json"
  fi
  node -e '
    const d = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const key of ["queues", "exchanges", "bindings"]) if (!Array.isArray(d[key])) throw new Error("broker definitions lack " + key);
  ' "$out/broker-definitions.json" || fail "the broker's definitions did not come out as expected"
fi

{
  echo "created: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "schemas: ${schemas[*]}"
  echo "pg_dump: $(pg_dump --version)"
  (cd "$out" && sha256sum database.dump $( [ -f broker-definitions.json ] && echo broker-definitions.json ))
} > "$out/manifest.txt"
trap - ERR
echo "backup: ${schemas[*]} and $( [ -f "$out/broker-definitions.json" ] && echo "the broker's definitions" || echo "no broker definitions") in $out"

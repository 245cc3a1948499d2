#!/usr/bin/env bash
# Makes sure the local PostgreSQL, RabbitMQ, Redis and S3-compatible server answer on their ports,
# starting whichever is down (commands of this machine kind), and creates the databases.
set -euo pipefail
# The local S3 server is a Node program: run it on the platform's Node line like everything else.
source "$(dirname "$0")/node-lts.sh"

port_open() { (echo > "/dev/tcp/127.0.0.1/$1") >/dev/null 2>&1; }

wait_for_port() {
  local name=$1 port=$2
  for _ in $(seq 1 60); do port_open "$port" && return 0; sleep 1; done
  echo "$name did not come up on port $port" >&2
  return 1
}

if ! port_open 5432; then
  echo "Starting PostgreSQL..."
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start
  wait_for_port PostgreSQL 5432
fi
if ! port_open 6379; then
  echo "Starting Redis..."
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
  wait_for_port Redis 6379
fi
if ! port_open 5672 || ! rabbitmqctl -q status >/dev/null 2>&1; then
  echo "Starting RabbitMQ..."
  # A node whose app was stopped (rabbitmqctl stop_app) answers status but not AMQP.
  rabbitmqctl -q start_app >/dev/null 2>&1 || rabbitmq-server -detached
  wait_for_port RabbitMQ 5672
  rabbitmqctl -q await_startup >/dev/null 2>&1 || true
fi
if ! port_open 4569; then
  echo "Starting the local S3 server..."
  # scripts/local-s3.mjs: s3rver from node_modules (docs/architecture-notes.md, "Object storage").
  mkdir -p /var/lib/bv-local-s3 /var/log/bv-local-s3
  root=$(cd "$(dirname "$0")/.." && pwd)
  LOCAL_S3_PORT=4569 LOCAL_S3_DIR=/var/lib/bv-local-s3 setsid node "$root/scripts/local-s3.mjs" >>/var/log/bv-local-s3/server.log 2>&1 < /dev/null &
  wait_for_port "local S3" 4569
fi

for db in "$@"; do
  if ! psql -h 127.0.0.1 -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$db'" | grep -q 1; then
    createdb -h 127.0.0.1 -U postgres "$db"
  fi
done

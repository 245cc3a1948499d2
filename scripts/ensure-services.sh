#!/usr/bin/env bash
# Makes sure the local PostgreSQL, RabbitMQ and Redis answer on their standard ports,
# starting whichever is down (commands of this machine kind), and creates the databases.
set -euo pipefail

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

for db in "$@"; do
  if ! psql -h 127.0.0.1 -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$db'" | grep -q 1; then
    createdb -h 127.0.0.1 -U postgres "$db"
  fi
done

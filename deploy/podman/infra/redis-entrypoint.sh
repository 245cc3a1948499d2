#!/bin/sh
# As the official image does: without a config file Redis only answers on loopback
# (protected mode), so a server started by command line answers other containers too.
if [ "${1:-}" = redis-server ]; then set -- "$@" --protected-mode no; fi
exec "$@"

#!/bin/sh
# A self-signed certificate for trying the compose file on localhost (browsers will warn).
# Production uses the organisation's certificate: tls/area-cliente.crt (full chain) and .key.
set -eu
cd "$(dirname "$0")"
mkdir -p tls
openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj /CN=localhost \
  -keyout tls/area-cliente.key -out tls/area-cliente.crt

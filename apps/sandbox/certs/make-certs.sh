#!/usr/bin/env bash
# Makes the sandbox's certificates (committed beside this script; run it again only to replace
# them): an authority that only the sandbox and the processes the launcher starts trust, the TLS
# certificate of the sandbox's stand-in of Apple's merchant validation (127.0.0.1 and localhost),
# and a merchant identity certificate the stand-in accepts as the TLS client certificate, as Apple
# accepts the one it issues a merchant. Test material only: nothing here is secret.
set -euo pipefail
cd "$(dirname "$0")"
DAYS=36500
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

openssl req -x509 -newkey rsa:2048 -nodes -days "$DAYS" -subj '/CN=Tabula sandbox authority' \
  -keyout "$work/ca.key" -out ca.crt 2>/dev/null

# name, subject, extensions
sign() {
  openssl req -new -newkey rsa:2048 -nodes -subj "$2" -keyout "$1.key" -out "$work/$1.csr" 2>/dev/null
  printf '%s\n' "$3" > "$work/$1.ext"
  openssl x509 -req -in "$work/$1.csr" -CA ca.crt -CAkey "$work/ca.key" -CAcreateserial \
    -CAserial "$work/ca.srl" -days "$DAYS" -extfile "$work/$1.ext" -out "$1.crt" 2>/dev/null
}

sign apple-validation '/CN=apple-pay-gateway.sandbox' \
  'subjectAltName=IP:127.0.0.1,DNS:localhost
extendedKeyUsage=serverAuth'
sign merchant-identity '/UID=merchant.tabula.sandbox/CN=Merchant ID: merchant.tabula.sandbox' \
  'extendedKeyUsage=clientAuth'
echo "made ca.crt, apple-validation.{crt,key}, merchant-identity.{crt,key} for $DAYS days"

#!/usr/bin/env bash
# Builds the image and checks it on a machine with no container registry and no container runtime that can
# start containers (the project's build machine: Debian's packages and npm's registry are its only network,
# and its cgroups refuse an OCI runtime). Docker Hub's node:20-bookworm-slim is stood in for by a Debian
# bookworm made with debootstrap plus this machine's Node 20, its headers (node-gyp compiles better-sqlite3
# when no prebuilt binary can be downloaded) and its CA bundle (its npm traffic goes through a proxy with its
# own CA). Podman builds with chroot isolation; the image's file system is then run with chroot as the
# image's `node` user: health, sign-up, a list, the SPA, the health check's own command and a SIGTERM.
# Run as root from the repository: bash deploy/check-image.sh   (about 10 minutes the first time)
set -euo pipefail
cd "$(dirname "$0")/.."
port=3997
base=docker.io/library/node:20-bookworm-slim

if ! command -v podman >/dev/null || ! command -v debootstrap >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman debootstrap
fi

if ! podman image exists "$base"; then
  rootfs=$(mktemp -d)
  debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >/dev/null
  cp "$(command -v node)" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/lib/node_modules" "$rootfs/usr/local/include" "$rootfs/etc/ssl/certs"
  cp -r "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$rootfs/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  cp -r /usr/include/node "$rootfs/usr/local/include/node"
  cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/"
  chroot "$rootfs" groupadd -g 1000 node
  chroot "$rootfs" useradd -u 1000 -g node -s /bin/bash -m node
  chroot "$rootfs" apt-get clean
  rm -rf "$rootfs/var/lib/apt/lists/"*
  tar -C "$rootfs" -c . | podman import --change 'CMD ["node"]' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'ENV npm_config_nodedir=/usr/local' - "$base" >/dev/null
  rm -rf "$rootfs"
fi

podman build --format docker --isolation chroot --network host --pull=never -t comanda . >/tmp/comanda-image-build.log
echo "Imagen construida (registro en /tmp/comanda-image-build.log):"
podman image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -E 'comanda|node'

root=$(podman image mount localhost/comanda)
data=$(mktemp -d)
chown 1000:1000 "$data"
mount --bind "$data" "$root/data"
cleanup() {
  pkill -TERM -xf "node --max-semi-space-size=8 apps/server/dist/main.mjs" 2>/dev/null || true
  umount "$root/data" 2>/dev/null || true
  podman image umount localhost/comanda >/dev/null || true
  rm -rf "$data"
}
trap cleanup EXIT

inside() { chroot --userspec=node:node "$root" /usr/bin/env -i HOME=/home/node PATH=/usr/local/bin:/usr/bin:/bin "$@"; }
inside NODE_ENV=production PORT=$port HOST=0.0.0.0 DATA_DIR=/data BASE_URL=http://127.0.0.1:$port \
  sh -c 'cd /app && exec node --max-semi-space-size=8 apps/server/dist/main.mjs' >/tmp/comanda-image-run.log 2>&1 &
server=$!
for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$port/api/v1/health" >/dev/null && break; sleep 1; done

url=http://127.0.0.1:$port
jar=$(mktemp)
curl -sf "$url/api/v1/health" | grep -q '"status":"ok"'
curl -sf -c "$jar" -H 'content-type: application/json' -H "origin: $url" \
  -d '{"name":"Ana Pérez","email":"ana@example.com","password":"milanesa-napolitana-26","business_name":"Bar Ana","business_address":"Av. Corrientes 1234","business_phone":""}' \
  "$url/api/v1/signup" | grep -q '"role":"ADMIN"'
curl -sf -b "$jar" -H 'content-type: application/json' -H "origin: $url" -d '{"name":"Bebidas"}' \
  "$url/api/v1/categories" >/dev/null
curl -sf -b "$jar" "$url/api/v1/categories" | grep -q '"Bebidas"'
curl -sf "$url/" | grep -q '<html lang="es-AR">'
inside PORT=$port node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
pkill -TERM -xf "node --max-semi-space-size=8 apps/server/dist/main.mjs"
wait "$server"
grep -q "SIGTERM" /tmp/comanda-image-run.log
test ! -s "$data/comanda.db-wal"
rm -f "$jar"
echo "La imagen responde, atiende una alta y una lista, y se cierra bien con SIGTERM."

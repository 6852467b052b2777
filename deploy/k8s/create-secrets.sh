#!/bin/sh
# Creates the Secrets FLOW references on Kubernetes, with random values, in namespace $1
# (default flow). Existing Secrets are kept, so running it again changes nothing. Values are
# hex so they can sit in connection URLs. Nothing here is ever committed.
#   sh deploy/k8s/create-secrets.sh flow
# Optional, create them yourself when used:
#   kubectl -n flow create secret generic flow-mail --from-literal=SMTP_URL='smtps://user:pass@smtp.example.com:465'
#   kubectl -n flow create secret generic flow-google --from-literal=GOOGLE_CLIENT_ID=… --from-literal=GOOGLE_CLIENT_SECRET=…
set -eu
ns="${1:-flow}"
kubectl get namespace "$ns" >/dev/null 2>&1 || kubectl create namespace "$ns"
random() { openssl rand -hex 32; }
exists() { kubectl -n "$ns" get secret "$1" >/dev/null 2>&1; }

for service in identity profile-chart daily-flow scheduling calendar-sync co-flow; do
  name="flow-db-$service"
  exists "$name" || kubectl -n "$ns" create secret generic "$name" --type=kubernetes.io/basic-auth \
    --from-literal=username="$(echo "$service" | tr - _)" --from-literal=password="$(random)"
  # CloudNativePG manages a role only from Secrets it may reconcile.
  kubectl -n "$ns" label secret "$name" cnpg.io/reload=true --overwrite >/dev/null
done

exists flow-redis || kubectl -n "$ns" create secret generic flow-redis --from-literal=redis-password="$(random)"

if ! exists flow-identity; then
  key="$(mktemp)"
  openssl genpkey -algorithm ed25519 -out "$key"
  kubectl -n "$ns" create secret generic flow-identity --from-file=JWT_PRIVATE_KEY="$key"
  rm -f "$key"
fi

# Keys of the object store for backups (WAL, base backups, JetStream). Random values suit the dev
# overlay's MinIO, whose root user they are; for a cloud bucket create the Secret yourself first:
#   kubectl -n flow create secret generic flow-backup-s3 --from-literal=ACCESS_KEY_ID=… --from-literal=ACCESS_SECRET_KEY=…
exists flow-backup-s3 || kubectl -n "$ns" create secret generic flow-backup-s3 \
  --from-literal=ACCESS_KEY_ID="flow-$(openssl rand -hex 8)" --from-literal=ACCESS_SECRET_KEY="$(random)"

exists flow-calendar-sync || kubectl -n "$ns" create secret generic flow-calendar-sync \
  --from-literal=CALENDAR_TOKEN_KEY="$(openssl rand -base64 32)"
echo "Secrets ready in namespace $ns."

#!/bin/sh
# Point-in-time recovery of FLOW's PostgreSQL (CloudNativePG cluster flow-pg) from its object store:
# the base backup before TIME plus the archived WAL up to TIME.
#   sh deploy/k8s/restore.sh 2026-11-25T14:30:00Z [namespace]
# 1. stops the apps that use a database (their replica counts are put back at the end);
# 2. saves the cluster's definition to flow-pg-before-<stamp>.yaml and deletes the cluster (its
#    backups and WAL stay in the object store);
# 3. creates flow-pg again, bootstrapped by recovery to TIME from the old archive, archiving from
#    now on under a new server name (flow-pg-<stamp>) so the old timeline stays intact;
# 4. waits until it is ready and starts the apps again.
# Needs kubectl with access to the namespace. TIME is UTC and within the retention (30 days).
set -eu
target="${1:-}"
ns="${2:-flow}"
cluster=flow-pg
case "$target" in
  [0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]Z) ;;
  *) echo "usage: $0 YYYY-MM-DDTHH:MM:SSZ [namespace]   (UTC, e.g. 2026-11-25T14:30:00Z)" >&2; exit 2 ;;
esac
now="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
if [ "$target" \> "$now" ]; then echo "$target is in the future (now $now)" >&2; exit 2; fi
stamp="$(date -u +%Y%m%d%H%M%S)"
apps='app.kubernetes.io/part-of=flow,app.kubernetes.io/component in (gateway,service)'

# Where the cluster archives today: the recovery reads from there.
store="$(kubectl -n "$ns" get cluster "$cluster" -o jsonpath='{.spec.backup.barmanObjectStore}')"
[ -n "$store" ] || { echo "cluster $cluster has no spec.backup.barmanObjectStore: nothing to recover from" >&2; exit 1; }
# The archive's folder is the serverName if one is set, else the cluster name: ours goes first, so a
# serverName already in $store (a later key wins in JSON) takes precedence.
source_store="{\"serverName\":\"$cluster\",${store#\{}"

echo "Stopping the apps that write to $cluster..."
replicas="$(kubectl -n "$ns" get deployment -l "$apps" -o jsonpath='{range .items[*]}{.metadata.name}={.spec.replicas}{"\n"}{end}')"
kubectl -n "$ns" scale deployment -l "$apps" --replicas=0

saved="$cluster-before-$stamp.yaml"
kubectl -n "$ns" get cluster "$cluster" -o yaml > "$saved"
echo "Saved the cluster's definition to $saved; deleting the cluster (backups and WAL stay in the object store)..."
kubectl -n "$ns" delete cluster "$cluster" --wait=true

patch="{\"metadata\":{\"resourceVersion\":null,\"uid\":null,\"creationTimestamp\":null,\"generation\":null,\"managedFields\":null},\"status\":null,\
\"spec\":{\"bootstrap\":{\"initdb\":null,\"recovery\":{\"source\":\"$cluster-archive\",\"recoveryTarget\":{\"targetTime\":\"$target\"}}},\
\"externalClusters\":[{\"name\":\"$cluster-archive\",\"barmanObjectStore\":$source_store}],\
\"backup\":{\"barmanObjectStore\":{\"serverName\":\"$cluster-$stamp\"}}}}"
echo "Recovering $cluster to $target..."
kubectl patch --local -f "$saved" --type merge -p "$patch" -o yaml | kubectl -n "$ns" apply -f -
kubectl -n "$ns" wait "cluster/$cluster" --for=condition=Ready --timeout=60m

echo "Starting the apps again..."
echo "$replicas" | while IFS='=' read -r name count; do
  [ -n "$name" ] && kubectl -n "$ns" scale deployment "$name" --replicas="${count:-1}"
done
echo "Recovered $cluster to $target. Cached read models in Redis may be newer than the data: flush them (deploy/README.md, Backups)."

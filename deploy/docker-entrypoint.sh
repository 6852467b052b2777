#!/bin/sh
# Secrets as files (Docker and Kubernetes secrets): FOO_FILE=/path sets FOO from that file when
# FOO itself is not set, the convention of the official database images. Then runs the command
# as PID 1, so SIGTERM reaches Node and the app drains gracefully.
set -eu
for file_var in $(env | sed -n 's/^\([A-Z0-9_]*\)_FILE=.*/\1_FILE/p'); do
  var="${file_var%_FILE}"
  eval "path=\${$file_var}"
  eval "current=\${$var:-}"
  if [ -z "$current" ]; then
    if [ ! -r "$path" ]; then
      echo "$file_var points to $path, which cannot be read" >&2
      exit 1
    fi
    export "$var=$(cat "$path")"
  fi
  unset "$file_var"
done
exec "$@"

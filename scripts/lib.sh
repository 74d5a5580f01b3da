# Shared by run.sh, test.sh and the benchmarks: installing what is missing, a private PostgreSQL
# cluster, free ports, waiting for a server. Source it; it sets ROOT to the repository.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PGBIN=/usr/lib/postgresql/15/bin
export SQLX_OFFLINE=true   # build from the committed .sqlx query data, never from a live database

log() { printf '\033[1;34m==>\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31merror:\033[0m %s\n' "$*" >&2; exit 1; }

# ensure_packages PKG...: installs the Debian packages not installed yet (one apt-get run).
ensure_packages() {
  local missing=()
  for pkg in "$@"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  [ "$(id -u)" -eq 0 ] || die "missing packages (${missing[*]}); run as root or install them"
  log "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

# ensure_web_deps: npm ci when node_modules is missing or older than the lock file.
ensure_web_deps() {
  if [ ! -d "$ROOT/web/node_modules" ] || [ "$ROOT/web/package-lock.json" -nt "$ROOT/web/node_modules/.package-lock.json" ]; then
    log "installing web packages (npm ci)"
    (cd "$ROOT/web" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

# free_port: prints a TCP port nothing listens on.
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

# pg_dir_for PREFERRED: PREFERRED when the postgres user can reach it, else a folder under
# /var/lib/postgresql named after it (initdb refuses root, and a checkout under /root is closed to
# other users).
pg_dir_for() {
  local preferred="$1" parent
  parent="$(dirname "$preferred")"
  mkdir -p "$parent"
  if runuser -u postgres -- test -x "$parent" 2>/dev/null; then
    echo "$preferred"
  else
    echo "/var/lib/postgresql/simple-slot-$(echo -n "$preferred" | sha1sum | cut -c1-12)"
  fi
}

# pg_start DIR PORT: creates the cluster in DIR if needed, starts it on 127.0.0.1:PORT unless it
# already runs, and makes the role and database `slot` (password slot) that may create databases.
pg_start() {
  local dir="$1" port="$2"
  if [ ! -f "$dir/PG_VERSION" ]; then
    log "creating a PostgreSQL cluster in $dir"
    mkdir -p "$dir" && chown postgres:postgres "$dir" && chmod 700 "$dir"
    runuser -u postgres -- "$PGBIN/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  fi
  if ! runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 ${PG_EXTRA_OPTS:-}" start >/dev/null \
      || { tail -20 "$dir/server.log" >&2; die "PostgreSQL did not start (log above)"; }
  fi
  psql -qtA -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 >/dev/null <<'SQL'
SELECT 'CREATE ROLE slot LOGIN PASSWORD ''slot'' CREATEDB' WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'slot')\gexec
SELECT 'CREATE DATABASE slot OWNER slot' WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = 'slot')\gexec
SQL
}

# pg_stop DIR
pg_stop() {
  runuser -u postgres -- "$PGBIN/pg_ctl" -D "$1" -m fast -w stop >/dev/null 2>&1 || true
}

# pg_running DIR: whether the cluster in DIR runs (its postmaster, named in postmaster.pid, lives).
pg_running() {
  local pid
  pid="$(head -n1 "$1/postmaster.pid" 2>/dev/null)" || return 1
  running "$pid"
}

# running PID: whether the process PID lives (a zombie, ended but not yet collected, does not).
running() {
  local state
  state="$(sed -n 's/^State:[[:space:]]*\(.\).*/\1/p' "/proc/$1/status" 2>/dev/null)" || return 1
  [ -n "$state" ] && [ "$state" != Z ] && [ "$state" != X ]
}

# wait_for_http URL SECONDS [PID]: waits until URL answers 200; gives up early when PID ends.
wait_for_http() {
  local url="$1" seconds="$2" pid="${3:-}"
  for _ in $(seq 1 $((seconds * 4))); do
    curl -fsS -o /dev/null --max-time 5 "$url" 2>/dev/null && return 0
    [ -z "$pid" ] || running "$pid" || return 1
    sleep 0.25
  done
  return 1
}

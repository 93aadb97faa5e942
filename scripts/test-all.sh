#!/usr/bin/env bash
# `npm test`: every suite (types, unit, integration on PGlite and PostgreSQL, browser journeys on a
# production build). Installs what it needs when missing. The last line is the totals of all suites.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
# Reports of an earlier run must never be counted as this run's: every report starts absent.
rm -f test-results/*.json test-results/totals.txt
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export NEXT_TELEMETRY_DISABLED=1
# A run builds once from a fresh clone: Turbopack's build cache would be written, never read (next.config.js).
export NEXT_BUILD_CACHE=off
export TEST_POSTGRES_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
failed_steps=()

# Each step's wall time, printed as it ends and listed before the totals (test-results/step-times.txt),
# so that a slow run shows where its minutes went.
step_name=''
step_started=$SECONDS
step_times=()
end_step() {
  [ -n "$step_name" ] && step_times+=("$(printf '%5ss  %s' $((SECONDS - step_started)) "$step_name")")
  step_name=''
}
step() {
  end_step
  step_name="$*"
  step_started=$SECONDS
  printf '\n== %s ==\n' "$*"
}

ensure_system_packages() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  fc-list 2>/dev/null | grep -qi nanum || missing+=(fonts-nanum)
  [ ${#missing[@]} -eq 0 ] && return 0
  step "installing ${missing[*]} (Debian)"
  local sudo=''; [ "$(id -u)" -eq 0 ] || sudo='sudo'
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

ensure_node_modules() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    step 'npm install'
    npm install --no-audit --no-fund
  fi
}

ensure_postgres() {
  node -e "const {Client}=require('pg');const c=new Client({connectionString:process.env.TEST_POSTGRES_URL});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" && return 0
  command -v pg_ctlcluster >/dev/null && pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start 2>/dev/null
  sleep 2
  node -e "const {Client}=require('pg');const c=new Client({connectionString:process.env.TEST_POSTGRES_URL});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" && return 0
  echo "PostgreSQL에 연결할 수 없습니다: $TEST_POSTGRES_URL (TEST_POSTGRES_URL로 바꿀 수 있습니다)" >&2
  return 1
}

ensure_system_packages || failed_steps+=('system packages')
ensure_node_modules || failed_steps+=('npm install')
ensure_postgres || failed_steps+=('postgres')

# The type check and ESLint (one core each) run beside the unit tests instead of before them; their
# output is printed when they are waited for, and every tool that finds anything is a failed step
# (docs/architecture.md §15 Lint and format).
step 'unit tests (and the type check and lint beside them)'
npx tsc --noEmit > test-results/typecheck.log 2>&1 &
typecheck_pid=$!
npm run --silent lint > test-results/lint.log 2>&1 &
lint_pid=$!

# Jest's default leaves a core to the runner (one worker on a 2-core machine); the runner only waits
# here, so every core runs tests. Each integration file has its own database, so files never collide.
NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects unit --maxWorkers=100% --json --outputFile=test-results/jest-unit.json \
  || failed_steps+=('unit')

step 'typecheck, lint, format and unused code (tsc, eslint, prettier, knip)'
types_checked=0
if wait "$typecheck_pid"; then types_checked=1; else failed_steps+=('typecheck'); fi
cat test-results/typecheck.log
wait "$lint_pid" || failed_steps+=('lint')
cat test-results/lint.log
npm run --silent knip || failed_steps+=('knip')
npm run --silent format:check > test-results/format.log 2>&1 || { tail -n 20 test-results/format.log; failed_steps+=('format'); }

step 'integration tests (PGlite and PostgreSQL)'
# A fresh worker for every file (--workerIdleMemoryLimit=0): docs/architecture.md §15 Integration workers.
TEST_DB_KINDS=pglite,postgres NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects integration --maxWorkers=100% \
  --workerIdleMemoryLimit=0 --json --outputFile=test-results/jest-integration.json || failed_steps+=('integration')

step 'production build'
# The build skips its own type check only when the step above passed (next.config.js).
if NEXT_BUILD_TYPES_CHECKED=$types_checked npx next build > test-results/build.log 2>&1; then
  tail -n 30 test-results/build.log
  step 'browser journeys (Playwright, Debian Chromium, phone viewport)'
  rm -rf test-results/e2e-data test-results/e2e-data-pg
  e2e_db_url=$(node scripts/e2e-database.mjs create) || failed_steps+=('e2e database')
  E2E_DATABASE_URL="$e2e_db_url" PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json \
    npx playwright test --reporter=list,json || failed_steps+=('e2e')
  [ -n "$e2e_db_url" ] && node scripts/e2e-database.mjs drop "${e2e_db_url##*/}"
  # A shorter seeded pass of `npm run fuzz` on the build just made (default `npm start` environment).
  step 'fuzz (1,500 generated requests, seeded, no 5xx)'
  FUZZ_RUNS=1500 npm run fuzz || failed_steps+=('fuzz')
  # Operations proofs on the same build, both databases: a stop signal under load loses nothing,
  # and kill -9 during checkouts loses no money (docs/operations.md §6).
  # The two share one seeded database of each kind (the seed is the slow part): the embedded one
  # copied as a folder, the PostgreSQL one as a template database (CREATE DATABASE … TEMPLATE).
  export OPS_PGLITE_TEMPLATE=test-results/ops-pglite-template
  export OPS_POSTGRES_TEMPLATE="rm_ops_template_$$"
  rm -rf "$OPS_PGLITE_TEMPLATE"
  step 'shutdown under load (SIGTERM to npm start)'
  npm run test:shutdown || failed_steps+=('shutdown')
  step 'crash during checkouts (kill -9, one round)'
  CRASH_ROUNDS=1 npm run test:crash || failed_steps+=('crash')
  rm -rf "$OPS_PGLITE_TEMPLATE"
  node --input-type=module -e "import { dropPostgresTemplate } from './scripts/ops/harness.mjs'; await dropPostgresTemplate(process.env.OPS_POSTGRES_TEMPLATE);" \
    || echo "could not drop $OPS_POSTGRES_TEMPLATE" >&2
else
  tail -n 60 test-results/build.log
  failed_steps+=('build')
fi

end_step
printf '\nstep times (wall clock, %ss in all):\n' "$SECONDS"
printf '%s\n' "${step_times[@]}" | tee test-results/step-times.txt

# Each failed step (type check, lint, format, knip, install, database, build, a runner that crashed) adds a failure, so
# that `0 failed` only ever appears on a fully green run.
totals=$(node scripts/test-totals.mjs --failed-steps "${#failed_steps[@]}" test-results/jest-unit.json test-results/jest-integration.json test-results/playwright.json test-results/fuzz.json test-results/shutdown.json test-results/crash.json)
if [ ${#failed_steps[@]} -gt 0 ]; then
  printf '\nfailed steps: %s\n' "${failed_steps[*]}"
fi
echo "$totals" > test-results/totals.txt
echo "$totals"
[ ${#failed_steps[@]} -eq 0 ] && [[ "$totals" == *" 0 failed" ]]

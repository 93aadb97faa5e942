/**
 * A PostgreSQL cluster of the test's own, on its own port, from the Debian binaries: for tests that
 * stop, restart or freeze the database (the shared server at 5432 is never touched). initdb refuses
 * to run as root, so the cluster belongs to the `postgres` system user.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = `/usr/lib/postgresql/${fs.readdirSync('/usr/lib/postgresql').sort().at(-1)}/bin`;

function asPostgres(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args]]
    : [path.join(BIN, command), args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

export type ThrowawayCluster = {
  port: number;
  url: (database: string) => string;
  start: () => void;
  stop: () => void;
  /** SIGSTOP every process of the cluster: connections stay open and nothing answers. */
  freeze: () => void;
  thaw: () => void;
  destroy: () => void;
};

function clusterPids(dataDir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  return [postmaster, ...children];
}

export function createThrowawayCluster(port: number): ThrowawayCluster {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dataDir]);
  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: ThrowawayCluster = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-w', '-l', path.join(dataDir, 'log'), 'start']),
    stop: () => asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    freeze: () => {
      for (const pid of clusterPids(dataDir)) process.kill(pid, 'SIGSTOP');
    },
    thaw: () => {
      for (const pid of clusterPids(dataDir)) process.kill(pid, 'SIGCONT');
    },
    destroy: () => {
      try {
        cluster.thaw();
      } catch {
        /* not running */
      }
      try {
        cluster.stop();
      } catch {
        /* already stopped */
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return cluster;
}

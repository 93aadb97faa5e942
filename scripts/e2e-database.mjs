#!/usr/bin/env node
// Creates (`create`) or drops (`drop NAME`) the PostgreSQL database of one browser-test run.
import pg from 'pg';

const admin = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const [command, given] = process.argv.slice(2);
const client = new pg.Client({ connectionString: admin });
await client.connect();
if (command === 'create') {
  const name = `rm_e2e_${Date.now()}_${process.pid}`;
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  console.log(url.toString());
} else if (command === 'drop' && /^rm_e2e_\d+_\d+$/.test(given ?? '')) {
  await client.query(`DROP DATABASE IF EXISTS ${given} WITH (FORCE)`);
}
await client.end();

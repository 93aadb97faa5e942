/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const bin = path.join(root, 'node_modules', '.bin', 'graphql-codegen');

describe('the generated client contract', () => {
  it('api/{service}/generated.ts matches the committed SDL and the .graphql documents (else run `npm run codegen`)', () => {
    const run = spawnSync(bin, ['--config', 'codegen.ts', '--check'], { cwd: root, encoding: 'utf8', env: { ...process.env, CODEGEN_VERBOSE: '1' } });
    expect({ status: run.status, output: run.status === 0 ? '' : `${run.stdout}\n${run.stderr}` }).toEqual({ status: 0, output: '' });
  }, 60_000);

});

/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const bin = path.join(root, 'node_modules', '.bin', 'graphql-codegen');

describe('the generated client contract', () => {
  it('api/{service}/generated.ts matches the committed SDL and the .graphql documents (else run `npm run codegen`)', () => {
    const run = spawnSync(bin, ['--config', 'codegen.ts', '--check'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CODEGEN_VERBOSE: '1' },
    });
    expect({ status: run.status, output: run.status === 0 ? '' : `${run.stdout}\n${run.stderr}` }).toEqual({
      status: 0,
      output: '',
    });
  }, 60_000);
});

describe('answers are typed by the contract, not checked by hand', () => {
  it('no module of api/item or api/order validates answers with a hand-written schema', () => {
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const offenders = ['item', 'order'].flatMap((service) =>
      fs
        .readdirSync(path.join(root, 'api', service))
        .filter((name) => name.endsWith('.ts') && name !== 'generated.ts')
        .filter((name) =>
          /checkAnswer\(|from 'zod'/.test(fs.readFileSync(path.join(root, 'api', service, name), 'utf8'))
        )
        .map((name) => `api/${service}/${name}`)
    );
    expect(offenders).toEqual([]);
  });
});

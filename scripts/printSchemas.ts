// `npm run schema`: writes each service's SDL (server/graphql/{service}/schema.graphql) from its
// Pothos builder. `npm run schema -- --check` writes nothing and exits 1 when a file is stale.
import fs from 'node:fs';
import { printServiceSdl, sdlPath, SERVICE_SCHEMAS, type ServiceName } from '../server/graphql/serviceSdl';

const check = process.argv.includes('--check');
let stale = 0;
for (const service of Object.keys(SERVICE_SCHEMAS) as ServiceName[]) {
  const file = sdlPath(service);
  const printed = printServiceSdl(SERVICE_SCHEMAS[service]);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (committed === printed) {
    console.log(`${service}: up to date (${file})`);
  } else if (check) {
    stale += 1;
    console.error(`${service}: stale — run \`npm run schema\` and commit ${file}`);
  } else {
    fs.writeFileSync(file, printed);
    console.log(`${service}: written (${file})`);
  }
}
process.exit(stale > 0 ? 1 : 0);

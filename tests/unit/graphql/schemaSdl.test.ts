/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { printServiceSdl, sdlPath, SERVICE_SCHEMAS, type ServiceName } from '@/server/graphql/serviceSdl';

const root = path.resolve(__dirname, '../../..');

describe('the committed SDL of each service', () => {
  it.each(Object.keys(SERVICE_SCHEMAS) as ServiceName[])(
    'the %s service: its committed schema.graphql matches its Pothos builder (else run `npm run schema`)',
    (service) => {
      const file = sdlPath(service, root);
      expect(fs.existsSync(file)).toBe(true);
      // A plain equality: the diff jest prints is the contract change to review and commit.
      expect(fs.readFileSync(file, 'utf8')).toBe(printServiceSdl(SERVICE_SCHEMAS[service]));
    }
  );

  it('prints the same text whatever order the types were declared in', () => {
    const make = (names: string[]) =>
      new GraphQLSchema({
        query: new GraphQLObjectType({
          name: 'Query',
          fields: Object.fromEntries(names.map((n) => [n, { type: GraphQLString }])),
        }),
      });
    expect(printServiceSdl(make(['b', 'a', 'c']))).toBe(printServiceSdl(make(['c', 'b', 'a'])));
    expect(printServiceSdl(make(['a']))).toMatch(/^# Generated from the Pothos builders by `npm run schema`/);
  });
});

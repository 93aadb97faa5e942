import type { GraphQLSchema } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Db } from '../db/client';
import { resolveRequestIdentity } from '../auth/identity';
import type { ServiceContext } from './context';
import { HEADER_ANON, HEADER_REQUEST_ID, HEADER_SESSION } from '@/lib/identityNames';
import { useCsrfGuard } from './plugins/useCsrfGuard';
import { useErrorFormatting } from './plugins/useErrorFormatting';
import { serviceContextFactory, useRequestIdentity, type ResolveIdentity } from './plugins/useRequestIdentity';
import { useValidationRules } from './plugins/useValidationRules';
import { defaultOperationLimits, operationLimitsRule, type OperationLimits } from './plugins/operationLimits';
import { noIntrospectionRule } from './plugins/noIntrospection';
import { yogaLogger } from './plugins/yogaLogger';

export type ServiceYoga = YogaServerInstance<Record<string, unknown>, ServiceContext>;

export type ServiceYogaOptions = {
  /** Service name for logs: capture, item, order. */
  name: string;
  schema: GraphQLSchema;
  /** Injected so that tests hand in their own database; the app passes server/db getDb. */
  getDb: () => Promise<Db>;
  /** The public path (`/capture/v1/graphql`): Yoga matches the original URL, which Next keeps after a rewrite. */
  graphqlEndpoint: string;
  /** Who is calling; the real resolver by default. Tests inject a viewer here. */
  resolveIdentity?: ResolveIdentity;
  /** Production hardening (no introspection, no GraphiQL, no reasons); defaults to NODE_ENV. */
  production?: boolean;
  limits?: Partial<OperationLimits>;
  /** Largest accepted request body in bytes; capture commands are a few kilobytes. */
  maxRequestBodySize?: number;
};

const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

function corsOrigins(): string[] {
  try {
    return process.env.SITE_URL ? [new URL(process.env.SITE_URL).origin] : [];
  } catch {
    return [];
  }
}

/**
 * The one factory behind every GraphQL service (capture, item, order), so that they share one
 * error vocabulary, one identity and request-id handling, and the same security limits.
 */
export function createServiceYoga(options: ServiceYogaOptions): ServiceYoga {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const limits: OperationLimits = { ...defaultOperationLimits, ...options.limits };
  const rules = [operationLimitsRule(limits), ...(production ? [noIntrospectionRule] : [])];
  const origins = corsOrigins();

  return createYoga<Record<string, unknown>, ServiceContext>({
    id: options.name,
    schema: options.schema,
    graphqlEndpoint: options.graphqlEndpoint,
    context: serviceContextFactory(options.getDb, options.resolveIdentity ?? resolveRequestIdentity),
    // Our formatter (useErrorFormatting) masks instead: it still sees the original error and logs
    // it with the request id, and it never puts a stack into a response, in development either.
    maskedErrors: false,
    logging: yogaLogger(options.name),
    graphiql: !production,
    landingPage: !production,
    // Pages and services share one origin; a separately deployed service trusts only SITE_URL
    // (Yoga's default would reflect any origin with credentials).
    cors: origins.length
      ? { origin: origins, credentials: true, exposedHeaders: [HEADER_REQUEST_ID, HEADER_SESSION, HEADER_ANON] }
      : false,
    maxRequestBodySize: options.maxRequestBodySize ?? DEFAULT_MAX_BODY_BYTES,
    plugins: [
      useRequestIdentity(),
      useCsrfGuard(),
      useValidationRules(rules),
      useErrorFormatting({ service: options.name, exposeReasons: !production }),
    ],
  });
}

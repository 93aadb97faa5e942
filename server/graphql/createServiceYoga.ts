import type { GraphQLSchema } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Db } from '../db/client';
import { resolveRequestIdentity } from '../auth/identity';
import type { ServiceContext } from './context';
import { HEADER_ANON, HEADER_REQUEST_ID, HEADER_SESSION } from '@/lib/identityNames';
import { useCsrfGuard } from './plugins/useCsrfGuard';
import { useErrorFormatting } from './plugins/useErrorFormatting';
import { useOperationMetrics } from './plugins/useOperationMetrics';
import { serviceContextFactory, useRequestIdentity, type ResolveIdentity } from './plugins/useRequestIdentity';
import { useValidationRules } from './plugins/useValidationRules';
import { defaultOperationLimits, operationLimitsRule, type OperationLimits } from './plugins/operationLimits';
import { noIntrospectionRule } from './plugins/noIntrospection';
import { yogaLogger } from './plugins/yogaLogger';
import { storableStringsRule, useParamsGuard } from './plugins/useParamsGuard';
import { defaultDocumentLimits, useDocumentGuard, type DocumentLimits } from './plugins/useDocumentGuard';
import { parseRateLimitSetting, type RequestBudgetOptions } from './plugins/requestBudget';
import type { RateStore } from '../security/sharedRateLimit';
import { useRequestBudget, type ServiceServerContext, type TrustProxySetting } from './plugins/useRequestBudget';
import { serverEnv } from '../env';
import { processSingleton } from '../processSingleton';
import type { InProcessServerContext } from './inProcessTransport';
import { createInProcessExecutor, type InProcessExecutor } from './inProcessExecute';

/** What callers hand Yoga beside the request: the HTTP mount's socket, or SSR's in-process mark. */
type ServerContext = ServiceServerContext & InProcessServerContext;

export type ServiceYoga = YogaServerInstance<ServerContext, ServiceContext>;

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
  /** Length, tokens and nesting of the raw document, checked before parsing. */
  documentLimits?: Partial<DocumentLimits>;
  /**
   * The per-address budget of requests over HTTP; null switches it off. By default it comes from
   * GRAPHQL_RATE_LIMIT (300 requests per 10 s), read at the first request over HTTP.
   */
  rateLimit?: RequestBudgetOptions | null;
  /** Where the request budget keeps its counts; the process's default business (from REDIS_URL / DATABASE_URL) unless given. */
  rateStore?: RateStore;
  /** How far X-Forwarded-For is believed; serverEnv().TRUST_PROXY by default. */
  trustProxy?: () => TrustProxySetting;
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
  const rules = [operationLimitsRule(limits), storableStringsRule, ...(production ? [noIntrospectionRule] : [])];
  const documentLimits: DocumentLimits = { ...defaultDocumentLimits, ...options.documentLimits };
  const origins = corsOrigins();
  const trustProxy = options.trustProxy ?? (() => serverEnv().TRUST_PROXY);
  const rateLimit = options.rateLimit;
  const budget = useRequestBudget({
    name: options.name,
    store: options.rateStore,
    budget: () => (rateLimit !== undefined ? rateLimit : parseRateLimitSetting(serverEnv().GRAPHQL_RATE_LIMIT)),
    trustProxy,
  });

  const formatting = useErrorFormatting({ service: options.name, exposeReasons: !production });
  const operationMetrics = useOperationMetrics(options.name);
  const yoga = createYoga<ServerContext, ServiceContext>({
    id: options.name,
    schema: options.schema,
    graphqlEndpoint: options.graphqlEndpoint,
    context: serviceContextFactory(
      options.getDb,
      options.resolveIdentity ?? ((db, headers, transport) => resolveRequestIdentity(db, headers, {}, transport))
    ),
    // Our formatter (useErrorFormatting) masks instead: it still sees the original error and logs
    // it with the request id, and it never puts a stack into a response, in development either.
    maskedErrors: false,
    logging: yogaLogger(options.name),
    graphiql: !production,
    landingPage: !production,
    // Pages and services share one origin; a separately deployed service trusts only SITE_URL
    // (Yoga's default would reflect any origin with credentials).
    cors: origins.length
      ? {
          origin: origins,
          credentials: true,
          exposedHeaders: [HEADER_REQUEST_ID, HEADER_SESSION, HEADER_ANON, 'retry-after'],
        }
      : false,
    maxRequestBodySize: options.maxRequestBodySize ?? DEFAULT_MAX_BODY_BYTES,
    plugins: [
      // First: a client over its budget costs no more than this check.
      budget,
      useParamsGuard(),
      useRequestIdentity(),
      useCsrfGuard(trustProxy),
      useDocumentGuard(options.name, documentLimits),
      useValidationRules(rules),
      formatting,
      // After the formatter: it counts the error codes the client got.
      operationMetrics,
    ],
  });
  executors().set(yoga, createInProcessExecutor(yoga, formatting, operationMetrics));
  return yoga;
}

/**
 * Per process, not per module (server/processSingleton.ts): Next compiles this module into each
 * page and API route, and a page must find the executor of a Yoga that another bundle created.
 */
const executors = () => processSingleton('inProcessExecutors', () => new WeakMap<object, InProcessExecutor>());

/** SSR's way into a service: the same Yoga and plugins, without HTTP (inProcessExecute.ts). */
export function inProcessExecutorOf(yoga: ServiceYoga): InProcessExecutor {
  const executor = executors().get(yoga);
  if (!executor) throw new Error('이 Yoga는 createServiceYoga로 만들지 않았어요.');
  return executor;
}

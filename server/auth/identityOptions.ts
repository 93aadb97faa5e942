import { serverEnv } from '../env';

/** Injected by tests; production reads the server secret and NODE_ENV once, on first use. */
export type IdentityOptions = {
  /** Seals the identity cookies. Default: serverEnv().SESSION_SECRET. */
  secret?: string;
  /** Adds the Secure attribute. Default: NODE_ENV === 'production'. */
  secure?: boolean;
  /** The clock, so tests can move time. Default: now. */
  now?: Date;
};

export type ResolvedIdentityOptions = Required<IdentityOptions>;

export function resolveIdentityOptions(options: IdentityOptions = {}): ResolvedIdentityOptions {
  return {
    secret: options.secret ?? serverEnv().SESSION_SECRET,
    secure: options.secure ?? serverEnv().NODE_ENV === 'production',
    now: options.now ?? new Date(),
  };
}

import { useCallback, useRef, useState } from 'react';
import { AuthRequestError } from '@/api/auth';
import { ApiHttpError, serializeApiError } from '@/api/errors';

export type FormSubmitState = {
  busy: boolean;
  /** The message about the whole form (a wrong password, RATE_LIMITED, no network). */
  formError: string | null;
  /** Per-field messages from the server's INVALID_INPUT / CONFLICT details. */
  fieldErrors: Record<string, string>;
};

/** The code, the Korean sentence and the field details of a REST or GraphQL failure. */
function describe(error: unknown): { code: string; message: string; fieldErrors: Record<string, string> } {
  if (error instanceof AuthRequestError)
    return { code: error.code, message: error.message, fieldErrors: error.details };
  const { code, message } = serializeApiError(error);
  const details = error instanceof ApiHttpError ? error.errors[0]?.extensions?.details : undefined;
  return {
    code,
    message,
    fieldErrors: details && typeof details === 'object' ? (details as Record<string, string>) : {},
  };
}

/**
 * Runs a form's request once at a time and keeps its errors: the server's field details go under
 * their fields, anything else above the button. A second press while busy is ignored.
 */
export function useFormSubmit<A extends unknown[], T>(action: (...args: A) => Promise<T>) {
  const [state, setState] = useState<FormSubmitState>({ busy: false, formError: null, fieldErrors: {} });
  const running = useRef(false);
  const submit = useCallback(
    async (...args: A): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setState({ busy: true, formError: null, fieldErrors: {} });
      try {
        const result = await action(...args);
        setState({ busy: false, formError: null, fieldErrors: {} });
        return result;
      } catch (error) {
        const { code, message, fieldErrors } = describe(error);
        const formError = Object.keys(fieldErrors).length > 0 && code === 'INVALID_INPUT' ? null : message;
        setState({ busy: false, formError, fieldErrors });
        return undefined;
      } finally {
        running.current = false;
      }
    },
    [action]
  );
  const setFieldErrors = useCallback(
    (fieldErrors: Record<string, string>) => setState((s) => ({ ...s, fieldErrors })),
    []
  );
  return { ...state, submit, setFieldErrors };
}

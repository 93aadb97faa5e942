import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCheckoutChoices, selectCheckoutPage, selectCheckoutSelection } from '@/store/checkoutSlice';
import { refreshQuote } from '@/store/checkoutThunks';

/** How long the page waits after the last change (a stepper held down, digits typed) before asking for a price. */
export const QUOTE_DEBOUNCE_MS = 250;

/**
 * Asks the server for the price after every change of the selection or the choices, debounced; a
 * change while a request runs aborts it (the slice also drops answers that are not the latest).
 */
export function useQuoteRefresh(): void {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectCheckoutPage);
  const selection = useAppSelector(selectCheckoutSelection);
  const choices = useAppSelector(selectCheckoutChoices);
  const blocked = !page || page.problems.length > 0;
  useEffect(() => {
    if (blocked) return undefined;
    let running: { abort: () => void } | null = null;
    const timer = setTimeout(() => {
      running = dispatch(refreshQuote());
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      running?.abort();
    };
  }, [dispatch, blocked, selection, choices]);
}

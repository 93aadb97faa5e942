import { useEffect, useState } from 'react';
import type { ModelSuggestion } from '@/api/item/search';
import { useAppDispatch } from '@/store/hooks';
import { searchModelSuggestions } from '@/store/modelSuggestionThunks';

/** Waits for a pause in typing so the auto-complete is asked once per word, not per letter. */
const DEBOUNCE_MS = 250;

/**
 * The catalogue models matching what is typed, for a model picker (the listing form, the console's
 * model requests desk): asked after a pause in typing, the previous question dropped when a new one
 * starts; empty while `enabled` is false. `clear` empties the list once a model is picked.
 */
export function useModelSuggestions(keyword: string, enabled = true): [ModelSuggestion[], () => void] {
  const dispatch = useAppDispatch();
  const [suggestions, setSuggestions] = useState<ModelSuggestion[]>([]);
  useEffect(() => {
    const text = keyword.trim();
    if (!text || !enabled) return undefined;
    let request: { abort(): void } | null = null;
    const timer = setTimeout(() => {
      const running = dispatch(searchModelSuggestions(text));
      request = running;
      running.unwrap().then(setSuggestions, () => setSuggestions([]));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [dispatch, keyword, enabled]);
  return [suggestions, () => setSuggestions([])];
}

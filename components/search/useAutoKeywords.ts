import { useEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { loadAutoKeywords } from '@/store/searchThunks';

const DEBOUNCE_MS = 180;

/** Auto-complete while typing, once the fingers pause: one request per pause, not per letter. */
export function useAutoKeywords(text: string, active: boolean): void {
  const dispatch = useAppDispatch();
  const typed = text.trim();
  useEffect(() => {
    if (!active || !typed) return undefined;
    const timer = setTimeout(() => void dispatch(loadAutoKeywords(typed)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, active, dispatch]);
}

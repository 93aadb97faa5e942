import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode; onError?: (error: unknown) => void };
type State = { failed: boolean };

/**
 * react-naver-maps throws when the Naver script cannot load (no key, offline, blocked). The page
 * must keep working: this boundary swaps the map for the drawn fallback and keeps the list.
 */
export class MapErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn('[nearbyMap] 네이버 지도를 불러오지 못해 간단한 지도로 보여줘요.', String(error));
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

// The 최저가 chip of the one item card (docs/product.md §3 Price history): shown from the server's
// isLowestPrice, beside the price rather than as a third badge.
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SearchResultCard } from '@/components/search/SearchResultCard';
import { ToastProvider } from '@/components/ui/Toast';
import { testStore } from '../store/testStore';
import { itemCard } from '../item/itemCardFixture';

jest.mock('next/router', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), pathname: '/', query: {}, asPath: '/', isReady: true }),
}));

function renderCard(isLowestPrice: boolean) {
  const { store } = testStore();
  return render(
    <Provider store={store}>
      <ToastProvider>
        <SearchResultCard item={itemCard(1, { isLowestPrice })} />
      </ToastProvider>
    </Provider>
  );
}

describe('the 최저가 chip', () => {
  it('shows with its meaning for screen readers when the item is at its 90-day low', () => {
    renderCard(true);
    expect(screen.getByText('최저가').textContent).toBe('최저가 (최근 90일 매장 최저가 이하)');
  });

  it('is absent otherwise', () => {
    renderCard(false);
    expect(screen.queryByText('최저가')).toBeNull();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { DrawnMap, type MapView } from '@/components/nearbyMap/DrawnMap';

const view: MapView = { lat: 37.5445, lng: 127.056, z: 15 };
const size = { width: 390, height: 320 };
const pins = [
  { id: 1, name: '라이드웍스 성수', lat: 37.5434, lng: 127.056, isOfficial: false },
  { id: 2, name: '해운대 바이크', lat: 35.1587, lng: 129.1604, isOfficial: false },
];

function setup(over: Partial<Parameters<typeof DrawnMap>[0]> = {}) {
  const onViewChange = jest.fn();
  const onPinSelect = jest.fn();
  const utils = render(
    <DrawnMap
      view={view}
      size={size}
      pins={pins}
      myPosition={null}
      selectedBusinessId={null}
      onViewChange={onViewChange}
      onPinSelect={onPinSelect}
      notice={null}
      {...over}
    />
  );
  return { ...utils, onViewChange, onPinSelect };
}

describe('the drawn map (no Naver script)', () => {
  it('draws the pins inside the view as labelled buttons and selects a business on tap', () => {
    const { onPinSelect } = setup();
    expect(screen.queryByRole('button', { name: '해운대 바이크 매장 보기' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '라이드웍스 성수 매장 보기' }));
    expect(onPinSelect).toHaveBeenCalledWith(1);
  });

  it('moves the view with the arrows and zooms with the buttons', () => {
    const { onViewChange } = setup();
    fireEvent.click(screen.getByRole('button', { name: '동쪽으로 이동' }));
    const east = onViewChange.mock.calls[0][0] as MapView;
    expect(east.lng).toBeGreaterThan(view.lng);
    expect(east.z).toBe(15);
    fireEvent.click(screen.getByRole('button', { name: '축소' }));
    expect(onViewChange.mock.calls[1][0]).toMatchObject({ z: 14 });
  });

  it('follows a view chosen outside (a saved place) and says why it is drawn', () => {
    const { rerender, onViewChange, onPinSelect } = setup();
    rerender(
      <DrawnMap
        view={{ lat: 35.1587, lng: 129.1604, z: 15 }}
        size={size}
        pins={pins}
        myPosition={null}
        selectedBusinessId={2}
        onViewChange={onViewChange}
        onPinSelect={onPinSelect}
        notice="지도를 불러오지 못해 간단한 지도로 보여드려요."
      />
    );
    expect(screen.getByRole('button', { name: '해운대 바이크 매장 보기' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('지도를 불러오지 못해 간단한 지도로 보여드려요.')).toBeVisible();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { BottomSheet } from '@/components/item/BottomSheet';

function renderSheet() {
  const onClose = jest.fn();
  render(
    <BottomSheet open title="옵션 선택" onClose={onClose} footer={<button type="button">담기</button>}>
      <p>사이즈를 골라 주세요</p>
    </BottomSheet>
  );
  return onClose;
}

describe('BottomSheet', () => {
  it('closes on a tap outside the panel, never on a tap inside it', () => {
    const onClose = renderSheet();
    const dialog = screen.getByRole('dialog', { name: '옵션 선택' });

    fireEvent.click(screen.getByText('사이즈를 골라 주세요'));
    fireEvent.click(screen.getByRole('button', { name: '담기' }));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes by its × button and by Escape', () => {
    const onClose = renderSheet();
    fireEvent.click(screen.getByRole('button', { name: '옵션 선택 닫기' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import type { ShippingAddress } from '@/api/order/shippingAddresses';
import { ShippingAddressBook } from '@/components/order/address';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const home: ShippingAddress = {
  id: 11,
  label: '집',
  name: '김라이더',
  phone: '010-1234-5678',
  postNum: '06236',
  address1: '서울 강남구 테헤란로 152',
  address2: '12층',
  isDefault: true,
  createdAt: '2026-03-01T00:00:00.000Z',
};
const office: ShippingAddress = {
  ...home,
  id: 12,
  label: '회사',
  address1: '경기 성남시 분당구 판교역로 235',
  address2: '',
  isDefault: false,
  createdAt: '2026-03-02T00:00:00.000Z',
};

function Harness({ onSelect }: { onSelect: (id: number | null) => void }) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <ShippingAddressBook
      selectedId={selected}
      onSelect={(id) => {
        onSelect(id);
        setSelected(id);
      }}
    />
  );
}

function renderBook(respond: (call: RecordedCall) => Response) {
  const made = testStore(respond);
  const onSelect = jest.fn();
  render(
    <Provider store={made.store}>
      <Harness onSelect={onSelect} />
    </Provider>
  );
  return { ...made, onSelect };
}

const answer = (data: unknown) => fakeResponse({ data });

describe('ShippingAddressBook', () => {
  it('loads the book and chooses the default; another radio chooses that address', async () => {
    const { onSelect, transport } = renderBook(() => answer({ shippingAddresses: [home, office] }));
    const radio = await screen.findByRole('radio', { name: /집/ });
    await waitFor(() => expect(radio).toBeChecked());
    expect(onSelect).toHaveBeenCalledWith(11);
    expect(screen.getByText('기본 배송지')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /회사/ }));
    expect(onSelect).toHaveBeenLastCalledWith(12);
    expect(screen.getByRole('button', { name: '회사 기본 배송지로 설정' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '집 기본 배송지로 설정' })).toBeNull();
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['us_shippingAddresses']);
  });

  it('checks the form with the service schema before sending, then saves and chooses the new address', async () => {
    const added: ShippingAddress = {
      ...home,
      id: 13,
      label: null,
      name: '박스키',
      phone: '011-123-4567',
      postNum: '25342',
      address1: '강원 평창군 대관령면 올림픽로 715',
      address2: '',
      isDefault: false,
    };
    const { onSelect, transport } = renderBook((call) =>
      call.body.operationName === 'us_saveShippingAddress'
        ? answer({ saveShippingAddress: { address: added, addresses: [home, added, office] } })
        : answer({ shippingAddresses: [home, office] })
    );
    fireEvent.click(await screen.findByRole('button', { name: '새 배송지 추가' }));
    const sheet = screen.getByRole('dialog', { name: '새 배송지 추가' });
    fireEvent.click(within(sheet).getByRole('button', { name: '저장하기' }));
    expect(within(sheet).getByText('받는 분 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(within(sheet).getByText('휴대폰 번호를 정확히 입력해 주세요. (예: 010-1234-5678)')).toBeInTheDocument();
    expect(within(sheet).getByText('우편번호는 숫자 5자리로 입력해 주세요.')).toBeInTheDocument();
    expect(within(sheet).getByText('주소를 입력해 주세요.')).toBeInTheDocument();
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['us_shippingAddresses']);

    fireEvent.change(within(sheet).getByLabelText('받는 분'), { target: { value: '박스키' } });
    fireEvent.change(within(sheet).getByLabelText('휴대폰 번호'), { target: { value: '011-123-4567' } });
    fireEvent.change(within(sheet).getByLabelText('우편번호'), { target: { value: '25342' } });
    fireEvent.change(within(sheet).getByLabelText('주소'), { target: { value: '강원 평창군 대관령면 올림픽로 715' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('배송지를 저장했어요.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSelect).toHaveBeenLastCalledWith(13);
    expect(transport.calls[1].body.variables).toEqual({
      input: {
        label: null,
        name: '박스키',
        phone: '011-123-4567',
        postNum: '25342',
        address1: '강원 평창군 대관령면 올림픽로 715',
        address2: '',
        isDefault: false,
        id: null,
      },
    });
  });

  it("shows the server's refusal under its field", async () => {
    renderBook((call) =>
      call.body.operationName === 'us_saveShippingAddress'
        ? fakeResponse({
            data: null,
            errors: [
              {
                message: '입력한 내용을 다시 확인해 주세요.',
                extensions: { code: 'INVALID_INPUT', details: { address1: '주소는 100자까지 입력할 수 있어요.' } },
              },
            ],
          })
        : answer({ shippingAddresses: [home] })
    );
    fireEvent.click(await screen.findByRole('button', { name: '집 배송지 수정' }));
    const sheet = screen.getByRole('dialog', { name: '배송지 수정' });
    expect(within(sheet).getByLabelText('받는 분')).toHaveValue('김라이더');
    expect(within(sheet).getByRole('checkbox', { name: '기본 배송지로 설정' })).toBeDisabled();
    fireEvent.click(within(sheet).getByRole('button', { name: '저장하기' }));
    expect(await within(sheet).findByText('주소는 100자까지 입력할 수 있어요.')).toBeInTheDocument();
  });

  it('deletes after asking; the chosen default gone, the new default is chosen', async () => {
    const newDefault = { ...office, isDefault: true };
    const { onSelect } = renderBook((call) =>
      call.body.operationName === 'us_deleteShippingAddress'
        ? answer({ deleteShippingAddress: [newDefault] })
        : answer({ shippingAddresses: [home, office] })
    );
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(11));
    fireEvent.click(screen.getByRole('button', { name: '집 배송지 삭제' }));
    const sheet = screen.getByRole('dialog', { name: '배송지 삭제' });
    expect(within(sheet).getByText(/가장 최근에 추가한 배송지가 기본이 돼요/)).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByText('배송지를 삭제했어요.')).toBeInTheDocument();
    await waitFor(() => expect(onSelect).toHaveBeenLastCalledWith(12));
    expect(screen.getByRole('radio', { name: /회사/ })).toBeChecked();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { FilterBar } from '@/components/filters/FilterBar';
import type { FilterComponentView } from '@/api/item/filterSchemas';

const leaf = (
  c: Partial<FilterComponentView> & Pick<FilterComponentView, 'key' | 'type' | 'title'>
): FilterComponentView => ({
  min: null,
  max: null,
  step: null,
  unit: null,
  options: [],
  children: [],
  ...c,
});

const components: FilterComponentView[] = [
  leaf({
    key: 'brand',
    type: 'MULTI_SELECT',
    title: '브랜드',
    options: [
      { value: 'brompton', label: '브롬톤', count: 9 },
      { value: 'tern', label: '턴', count: 3 },
    ],
  }),
  leaf({ key: 'price', type: 'range', title: '가격', min: 0, max: 3_000_000, step: 10_000, unit: '원' }),
  leaf({
    key: 'details',
    type: 'group',
    title: '상세 조건',
    children: [
      leaf({
        key: 'lease',
        type: 'checkbox',
        title: '리스 가능',
        options: [{ value: 'true', label: '리스 가능', count: 2 }],
      }),
    ],
  }),
];

beforeAll(() => {
  // jsdom has no modal dialogs; the component falls back to the open attribute, as old browsers do.
  HTMLDialogElement.prototype.showModal = undefined as never;
  Element.prototype.scrollIntoView = jest.fn();
});

describe('FilterBar', () => {
  it('applies the draft once, newest choice first (filter values rule)', () => {
    const onChange = jest.fn();
    render(<FilterBar components={components} values={[]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '브랜드' }));
    fireEvent.click(screen.getByRole('button', { name: /브롬톤/ }));
    fireEvent.click(screen.getByRole('button', { name: /^턴/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /리스 가능/ }));
    fireEvent.change(screen.getByLabelText('가격 최대'), { target: { value: '300,000' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '필터 4개 적용' }));
    expect(onChange).toHaveBeenCalledWith([
      { key: 'price', value: '~300000' },
      { key: 'lease', value: 'true' },
      { key: 'brand', value: 'tern' },
      { key: 'brand', value: 'brompton' },
    ]);
  });

  it('shows chosen values as chips and removes one value of a multi-value filter', () => {
    const onChange = jest.fn();
    const values = [
      { key: 'brand', value: 'tern' },
      { key: 'brand', value: 'brompton' },
      { key: 'price', value: '100000~500000' },
    ];
    render(<FilterBar components={components} values={values} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '100,000원~500,000원 필터 해제' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '턴 필터 해제' }));
    expect(onChange).toHaveBeenCalledWith([
      { key: 'brand', value: 'brompton' },
      { key: 'price', value: '100000~500000' },
    ]);
  });
});

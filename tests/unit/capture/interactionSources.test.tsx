import { fireEvent, render, screen } from '@testing-library/react';
import { SpecSection } from '@/components/model/SpecSection';
import { galleryImagesOf, ItemGallery } from '@/components/item/ItemGallery';
import { ModelSummaryCard } from '@/components/item/ModelSummaryCard';

const specInfo = {
  isShow: true,
  isShowDetailSpec: true,
  isShowGeometry: true,
  htmlDetailSpec: '<table></table>',
  htmlGeometry: '<table></table>',
};

describe('where the pages’ interaction signals come from', () => {
  it('the model page’s spec section reports a table the shopper opens, not the one open by default nor a close', () => {
    const onOpen = jest.fn();
    render(<SpecSection info={specInfo} onOpen={onOpen} />);
    const spec = screen.getByRole('button', { name: '주요 사양' });
    expect(spec).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(spec);
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(spec);
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '지오메트리 (사이즈별 치수)' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('the item page’s model card reports its spec and geometry folds when opened', () => {
    const onSpecOpen = jest.fn();
    const model = {
      id: 3,
      name: '에스케이프 3',
      modelYear: 2026,
      summaryInfo: '하이브리드',
      img: '/i/3',
      imgWidth: 600,
      imgHeight: 600,
      specHtml: '<table></table>',
      geometryHtml: '<table></table>',
      specInfo: [],
      imageCategories: [],
      brand: { id: 1, name: '자이언트', nameEn: 'Giant', country: '대만' },
      category: { id: 1, key: 'hybrid', name: '하이브리드', code: 'BIKE' as const, groupName: '생활' },
    };
    const { container } = render(
      <ModelSummaryCard model={model} showCompare={false} onHideCompare={jest.fn()} onSpecOpen={onSpecOpen} />
    );
    const [spec, geometry] = [...container.querySelectorAll('details')];
    spec.open = true;
    fireEvent(spec, new Event('toggle'));
    spec.open = false;
    fireEvent(spec, new Event('toggle'));
    geometry.open = true;
    fireEvent(geometry, new Event('toggle'));
    expect(onSpecOpen).toHaveBeenCalledTimes(2);
  });

  it('the gallery counts a settled move to another picture as one swipe', () => {
    const onSwipe = jest.fn();
    const images = galleryImagesOf({ img: '/i/1', imgAlt: '매장 사진', imgWidth: 600, imgHeight: 600 }, [
      {
        images: [
          { img: '/i/1', alt: '같은 사진', width: 600, height: 600 },
          { img: '/i/2', alt: '옆모습', width: 600, height: 600 },
          { img: '/i/3', alt: '뒷모습', width: 600, height: 600 },
        ],
      },
    ]);
    expect(images.map((i) => i.src)).toEqual(['/i/1', '/i/2', '/i/3']);
    render(<ItemGallery images={images} onSwipe={onSwipe} />);
    const track = screen.getByRole('list', { name: '상품 사진' });
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 400 });
    const scrollTo = (left: number) => {
      track.scrollLeft = left;
      fireEvent.scroll(track);
    };
    scrollTo(120); // on the way, still nearer the first picture
    expect(onSwipe).not.toHaveBeenCalled();
    scrollTo(400);
    scrollTo(410);
    expect(onSwipe).toHaveBeenCalledTimes(1);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    scrollTo(0);
    expect(onSwipe).toHaveBeenCalledTimes(2);
  });

  it('one picture is shown as before, with nothing to swipe', () => {
    render(
      <ItemGallery images={galleryImagesOf({ img: '/i/1', imgAlt: '에스케이프 3', imgWidth: 600, imgHeight: 600 })} />
    );
    expect(screen.getByRole('img', { name: '에스케이프 3' })).toHaveAttribute('src', '/i/1');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PhotoPicker } from '@/components/ui/PhotoPicker';
import { ImageUploadError, type UploadedPhoto, type UploadOptions } from '@/api/images';

const photo = (id: number): UploadedPhoto => ({
  id,
  url: `/app/v4/images/${id}`,
  thumbUrl: `/app/v4/images/${id}?w=480`,
  width: 1600,
  height: 1200,
});
const file = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

type Call = { file: File; options: UploadOptions; resolve(p: UploadedPhoto): void; reject(e: unknown): void };

function fakeUpload() {
  const calls: Call[] = [];
  const upload = (f: File, options: UploadOptions) =>
    new Promise<UploadedPhoto>((resolve, reject) => {
      calls.push({ file: f, options, resolve, reject });
    });
  return { calls, upload };
}

function Form({
  upload,
  initial = [],
  max = 5,
  onChange,
}: {
  upload: (f: File, o: UploadOptions) => Promise<UploadedPhoto>;
  initial?: UploadedPhoto[];
  max?: number;
  onChange?: (p: UploadedPhoto[]) => void;
}) {
  const [photos, setPhotos] = useState(initial);
  return (
    <PhotoPicker
      label="사진"
      max={max}
      value={photos}
      onChange={(next) => {
        setPhotos(next);
        onChange?.(next);
      }}
      upload={upload}
    />
  );
}

const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('사진 추가'), { target: { files } });

describe('PhotoPicker', () => {
  it('uploads each chosen file in turn, shows progress, then the thumbnails and the count', async () => {
    const fake = fakeUpload();
    const changes: UploadedPhoto[][] = [];
    render(<Form upload={fake.upload} onChange={(p) => changes.push(p)} />);
    expect(screen.getByRole('group', { name: '사진' })).toHaveTextContent('0/5');
    choose(file('a.jpg'), file('b.heic'));
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    act(() => fake.calls[0].options.onProgress?.(0.5));
    expect(screen.getByRole('progressbar', { name: 'a.jpg 올리는 중' })).toHaveAttribute('value', '50');
    await act(async () => fake.calls[0].resolve(photo(11)));
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    await act(async () => fake.calls[1].resolve(photo(12)));
    expect(changes.at(-1)!.map((p) => p.id)).toEqual([11, 12]);
    expect(screen.getByRole('img', { name: '사진 1' })).toHaveAttribute('src', '/app/v4/images/11?w=480');
    expect(screen.getByRole('group', { name: '사진' })).toHaveTextContent('2/5');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's Korean reason per failed file and keeps the others", async () => {
    const fake = fakeUpload();
    render(<Form upload={fake.upload} />);
    choose(file('bad.svg'), file('good.jpg'));
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    const message = 'SVG 파일은 올릴 수 없어요. JPG, PNG, WebP, HEIC 사진을 골라 주세요.';
    await act(async () =>
      fake.calls[0].reject(
        new ImageUploadError({
          status: 400,
          operationName: 'uploadImage',
          params: {},
          errors: [{ message, extensions: { code: 'INVALID_INPUT' } }],
          message,
        })
      )
    );
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    await act(async () => fake.calls[1].resolve(photo(7)));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('bad.svg');
    expect(alert).toHaveTextContent(message);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('removes a photo with its labelled button', () => {
    const onChange = jest.fn();
    render(<Form upload={fakeUpload().upload} initial={[photo(1), photo(2), photo(3)]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '사진 2 삭제' }));
    expect(onChange).toHaveBeenCalledWith([photo(1), photo(3)]);
    expect(screen.getByRole('group', { name: '사진' })).toHaveTextContent('2/5');
  });

  it('takes no more than max and says so; the input is disabled when full', async () => {
    const fake = fakeUpload();
    render(<Form upload={fake.upload} initial={[photo(1), photo(2), photo(3), photo(4)]} />);
    choose(file('a.jpg'), file('b.jpg'), file('c.jpg'));
    expect(screen.getByRole('alert')).toHaveTextContent('사진은 5장까지 올릴 수 있어요.');
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    await act(async () => fake.calls[0].resolve(photo(5)));
    expect(fake.calls).toHaveLength(1);
    expect(screen.getByLabelText('사진 추가')).toBeDisabled();
    expect(screen.getByText('가득 참')).toBeInTheDocument();
  });

  it('offers the photo types, several at once, without forcing the camera', () => {
    render(<Form upload={fakeUpload().upload} />);
    const input = screen.getByLabelText('사진 추가');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/heic,image/heif');
    expect(input).toHaveAttribute('multiple');
    expect(input).not.toHaveAttribute('capture');
  });
});

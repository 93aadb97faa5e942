import { ApiConnectError } from '@/api/errors';
import { ImageUploadError, IMAGES_ENDPOINT, uploadImage, UPLOAD_HEADER, UPLOAD_HEADER_VALUE } from '@/api/images';

type Seen = { url: string; init: RequestInit };

function answering(status: number, body: string) {
  const seen: Seen[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return { status, text: async () => body } as Response;
  }) as unknown as typeof fetch;
  return { seen, fetchImpl };
}

const blob = (size = 3, type = 'image/jpeg') => new Blob([new Uint8Array(size)], { type });

describe('uploadImage (the client of POST /app/v4/images)', () => {
  it('sends the raw bytes with the upload header and answers the photo', async () => {
    const photo = { id: 5, url: '/app/v4/images/5', thumbUrl: '/app/v4/images/5?w=480', width: 1600, height: 1200 };
    const { seen, fetchImpl } = answering(201, JSON.stringify(photo));
    const file = blob();
    await expect(uploadImage(file, { fetchImpl })).resolves.toEqual(photo);
    expect(seen[0].url).toBe(IMAGES_ENDPOINT);
    expect(seen[0].init.method).toBe('POST');
    expect(seen[0].init.body).toBe(file);
    expect(seen[0].init.headers).toMatchObject({ [UPLOAD_HEADER]: UPLOAD_HEADER_VALUE, 'content-type': 'image/jpeg' });
  });

  it("throws the server's code and Korean sentence", async () => {
    const message = '사진 파일이 손상되어 열 수 없어요. 다른 사진을 골라 주세요.';
    const { fetchImpl } = answering(400, JSON.stringify({ code: 'INVALID_INPUT', message }));
    const error = await uploadImage(blob(), { fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageUploadError);
    expect(error).toMatchObject({ code: 'INVALID_INPUT', status: 400, message, userMessage: message });
  });

  it("reads a proxy's HTML 413 and a 429 without a body by their status", async () => {
    const tooLarge = await uploadImage(blob(), { fetchImpl: answering(413, '<html>413</html>').fetchImpl }).catch(
      (e: unknown) => e
    );
    expect(tooLarge).toMatchObject({ status: 413, userMessage: '사진이 너무 커요. 10MB 이하의 사진을 올려 주세요.' });
    const limited = await uploadImage(blob(), { fetchImpl: answering(429, '').fetchImpl }).catch((e: unknown) => e);
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const { seen, fetchImpl } = answering(201, '{}');
    const error = await uploadImage(blob(10 * 1024 * 1024 + 1), { fetchImpl }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, userMessage: '사진이 너무 커요. 10MB 이하의 사진을 올려 주세요.' });
    expect(seen).toHaveLength(0);
  });

  it('turns no answer into the network error shape', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await uploadImage(blob(), { fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiConnectError);
    expect(error).toMatchObject({ code: 'NETWORK', endpoint: IMAGES_ENDPOINT });
  });
});

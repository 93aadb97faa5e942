/**
 * The client of POST /app/v4/images: a member's photo for a review, a condition report or a post.
 * The body is the file's raw bytes (no multipart): the server decides the type from the bytes
 * alone, so the content type we send is only a hint. The custom header makes the request
 * non-simple (a foreign site can't send it without a CORS preflight, which we never grant); the
 * server also checks the origin. Failures are the client error shapes of api/errors.ts, carrying
 * the server's own Korean sentence (e.g. "사진 파일만 올릴 수 있어요").
 */
import { errorMessages, type ErrorCode } from '@/lib/errors';
import { ApiConnectError, ApiHttpError, codeFromServer } from './errors';

export const IMAGES_ENDPOINT = '/app/v4/images';
/** The header the server requires on an upload (see server/http/imageUploadHandler.ts). */
export const UPLOAD_HEADER = 'x-requested-with';
export const UPLOAD_HEADER_VALUE = 'ridemarket-upload';
/** The file types the picker offers; the server still decides from the bytes. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';
/** Mirrors the server's cap so that a phone does not send 30 MB only to hear "too large". */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export type UploadedPhoto = { id: number; url: string; thumbUrl: string; width: number; height: number };

const OPERATION = 'uploadImage';

/** An upload refused by the server: its Korean sentence is what the member reads. */
export class ImageUploadError extends ApiHttpError {
  readonly name: string = 'ImageUploadError';

  get userMessage(): string {
    return this.message;
  }
}

export type UploadOptions = {
  /** 0..1 as the bytes leave the phone (XMLHttpRequest only: fetch reports no upload progress). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Tests hand in their own transport; the browser uses XMLHttpRequest when progress is asked for. */
  fetchImpl?: typeof fetch;
};

type RawAnswer = { status: number; text: string };

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorMessages;
}

function toPhoto(payload: Record<string, unknown>): UploadedPhoto | null {
  const { id, url, thumbUrl, width, height } = payload;
  if (typeof id !== 'number' || typeof url !== 'string' || typeof thumbUrl !== 'string') return null;
  if (typeof width !== 'number' || typeof height !== 'number') return null;
  return { id, url, thumbUrl, width, height };
}

function parse(answer: RawAnswer): UploadedPhoto | ImageUploadError {
  let payload: Record<string, unknown> = {};
  try {
    payload = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    // A proxy's HTML error page (a 413 from nginx): the status still says what happened.
  }
  const photo = answer.status >= 200 && answer.status < 300 ? toPhoto(payload) : null;
  if (photo) return photo;
  const fromServer = isErrorCode(payload.code) ? payload.code : undefined;
  const tooLarge = answer.status === 413 ? '사진이 너무 커요. 10MB 이하의 사진을 올려 주세요.' : undefined;
  const own = typeof payload.message === 'string' && payload.message ? payload.message : tooLarge;
  const errors = fromServer ? [{ message: own ?? errorMessages[fromServer], extensions: { code: fromServer } }] : [];
  // Without a sentence of the server's own, the vocabulary's sentence for the code the status implies.
  const message = own ?? errorMessages[codeFromServer(errors, answer.status)];
  return new ImageUploadError({ status: answer.status, operationName: OPERATION, params: {}, errors, message });
}

function viaXhr(file: Blob, options: UploadOptions): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMAGES_ENDPOINT);
    xhr.withCredentials = true;
    xhr.setRequestHeader(UPLOAD_HEADER, UPLOAD_HEADER_VALUE);
    xhr.setRequestHeader('accept', 'application/json');
    if (file.type) xhr.setRequestHeader('content-type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onabort = () => reject(new Error('aborted'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

async function viaFetch(file: Blob, options: UploadOptions, fetchImpl: typeof fetch): Promise<RawAnswer> {
  const headers: Record<string, string> = { [UPLOAD_HEADER]: UPLOAD_HEADER_VALUE, accept: 'application/json' };
  if (file.type) headers['content-type'] = file.type;
  const response = await fetchImpl(IMAGES_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: file,
    signal: options.signal,
  });
  return { status: response.status, text: await response.text() };
}

/** Uploads one photo; throws ImageUploadError (refused) or ApiConnectError (no answer). */
export async function uploadImage(file: Blob, options: UploadOptions = {}): Promise<UploadedPhoto> {
  if (file.size > UPLOAD_MAX_BYTES) {
    const message = '사진이 너무 커요. 10MB 이하의 사진을 올려 주세요.';
    throw new ImageUploadError({
      status: 413,
      operationName: OPERATION,
      params: {},
      errors: [{ message, extensions: { code: 'INVALID_INPUT' } }],
      message,
    });
  }
  let answer: RawAnswer;
  try {
    const useXhr = !options.fetchImpl && options.onProgress && typeof XMLHttpRequest !== 'undefined';
    answer = useXhr ? await viaXhr(file, options) : await viaFetch(file, options, options.fetchImpl ?? fetch);
  } catch (cause) {
    throw new ApiConnectError({ endpoint: IMAGES_ENDPOINT, operationName: OPERATION, cause });
  }
  const photo = parse(answer);
  if (photo instanceof ImageUploadError) throw photo;
  return photo;
}

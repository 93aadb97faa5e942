import { PayloadTooLargeError, readCappedBytes } from '../../http/rest/restBody';
import { DomainError } from '@/lib/errors';
import { UPLOAD_MESSAGES } from './uploadLimits';

/** A photo over the cap: answered 413 like every too-large body (restErrors.ts), in the photo's words. */
export class PhotoTooLargeError extends PayloadTooLargeError {
  constructor() {
    super();
    this.message = UPLOAD_MESSAGES.tooLarge;
    this.name = 'PhotoTooLargeError';
  }
}

/**
 * The raw bytes of an upload, read as a stream and never more than `maxBytes` of them in memory
 * (readCappedBytes), with the photo's own words for a file too large or cut short.
 */
export function readUploadBody(request: Request, maxBytes: number): Promise<Buffer> {
  return readCappedBytes(request, maxBytes, {
    tooLarge: () => new PhotoTooLargeError(),
    cutShort: () => new DomainError('BAD_REQUEST', '사진을 끝까지 받지 못했어요. 다시 시도해 주세요.'),
  });
}

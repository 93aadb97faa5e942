// heic-decode ships no types: the part of its API the upload pipeline uses.
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  type HeicImage = { width: number; height: number; decode(): Promise<DecodedImage> };
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  export = decode;
}

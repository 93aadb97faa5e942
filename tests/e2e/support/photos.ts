/** Photos in browser journeys: what a phone's camera hands over, and the site's photo pickers. */
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

export type PhonePhoto = { name: string; mimeType: string; buffer: Buffer };

/** A phone photo: a JPEG the size a camera app hands over after its own downscale. */
export async function photo(name: string, color: string): Promise<PhonePhoto> {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Picks a photo in the picker labelled `label` inside `scope` and waits until it is uploaded (its thumbnail shows). */
export async function addPhoto(scope: Page | Locator, label: string, file: PhonePhoto): Promise<void> {
  await scope.getByLabel(`${label} 추가`).setInputFiles(file);
  await expect(scope.getByRole('button', { name: '사진 1 삭제' })).toBeVisible({ timeout: 20_000 });
}

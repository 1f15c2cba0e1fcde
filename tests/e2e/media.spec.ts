import sharp from 'sharp';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { chooseOption, expect, expectNoAxeViolations, pairCoParent, saveScreenshot, test } from './fixtures.js';
import type { Page, TestInfo } from '@playwright/test';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const SHOTS = '/tmp/shots-media';

/**
 * A photo made at test time with EXIF (taken 14 July 2024, 10:30, in London). Noise keeps the JPEG
 * large enough (about 1 MB) for the upload progress to be seen on a throttled connection.
 */
async function beachPhoto(testInfo: TestInfo): Promise<string> {
  const path = testInfo.outputPath('Beach day.jpg');
  const width = 900;
  const height = 600;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 3) {
    const sky = i / noise.length < 0.6;
    const jitter = (i * 7919) % 40;
    noise[i] = sky ? 60 + jitter : 230 - jitter;
    noise[i + 1] = sky ? 130 + jitter : 200 - jitter;
    noise[i + 2] = sky ? 215 + (jitter % 30) : 150 + jitter;
  }
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: 'E2E camera' },
      IFD2: { DateTimeOriginal: '2024:07:14 10:30:05' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2664/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3960/100' },
    })
    .jpeg({ quality: 100 })
    .toFile(path);
  return path;
}

async function soccerPhoto(testInfo: TestInfo): Promise<string> {
  const path = testInfo.outputPath('Soccer practice.png');
  await sharp({ create: { width: 400, height: 300, channels: 3, background: '#4caf50' } })
    .png()
    .toFile(path);
  return path;
}

async function openMedia(page: Page): Promise<void> {
  await page.goto('/media');
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_COPY.media.heading })).toBeVisible();
}

const memories = (page: Page) =>
  page
    .getByRole('list', { name: 'Memories' })
    .getByRole('listitem')
    .filter({ has: page.locator('p[title]') });

test('upload a photo with progress and analysis, then find it by search, filter and insights', async ({ page, account }, testInfo) => {
  void account;
  // A throttled upload, four axe runs and a phone-width pass: longer than the default on a busy machine.
  test.setTimeout(90_000);
  await openMedia(page);
  await expect(page.getByRole('heading', { name: 'No memories yet' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'media-empty');

  await page.getByRole('button', { name: 'Upload Photos & Videos' }).click();
  await expect(page.getByRole('tab', { name: SCREEN_COPY.media.upload })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Who is in these? (optional)').fill('Emma');
  // The place is removed unless the uploader keeps it; this one is kept and shared.
  await page.getByRole('checkbox', { name: 'Keep the location and show it to your co-parent' }).check();
  await expect(page.getByRole('checkbox', { name: 'Keep the location (only you see it)' })).toBeChecked();

  // A slow connection makes the progress visible: XMLHttpRequest reports the bytes as they go.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  await page.locator('input[type="file"]').setInputFiles(await beachPhoto(testInfo));
  const progress = page.getByRole('progressbar', { name: 'Uploading Beach day.jpg' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow').catch(() => '100'))).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/upload-progress-1280.png` });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const upload = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').first();
  await expect(upload.getByText('Uploaded and analysed')).toBeVisible({ timeout: 20_000 });
  await expect(upload.getByText('Vacation', { exact: true })).toBeVisible();
  await expect(upload.getByText(/A vacation photo with Emma from a summer morning, 14 July 2024/)).toBeVisible();
  await expect(upload.getByText('51.50740, -0.12767', { exact: true })).toBeVisible();
  await expect(upload.getByRole('list', { name: 'Memory tags' }).getByText('beach')).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'media-upload');
  await page.screenshot({ path: `${SHOTS}/upload-done-1280.png`, fullPage: true });

  // The choice belonged to that batch: the next files lose their place again unless asked.
  await expect(page.getByRole('checkbox', { name: 'Keep the location (only you see it)' })).not.toBeChecked();
  await page.locator('input[type="file"]').setInputFiles(await soccerPhoto(testInfo));
  await expect(page.getByRole('list', { name: 'Uploads' }).getByText('Uploaded and analysed')).toHaveCount(2);

  // Photo Library: both, newest first; search and category filter narrow them down.
  await page.getByRole('tab', { name: SCREEN_COPY.media.photoLibrary }).click();
  await expect(memories(page)).toHaveCount(2);
  await expect(memories(page).first()).toContainText('Soccer practice.png');
  const beach = memories(page).filter({ hasText: 'Beach day.jpg' });
  await expect(beach.getByRole('img', { name: /vacation photo/ })).toBeVisible();
  // The first screen's pictures load with the page, not once laid out (the largest thing a phone shows here).
  await expect(beach.getByRole('img', { name: /vacation photo/ })).toHaveAttribute('loading', 'eager');
  await expect(beach.getByRole('list', { name: 'Memory tags' }).getByRole('listitem')).toHaveCount(4);
  await expect(beach.getByText(/^\+\d+$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/library-grid-1280.png`, fullPage: true });

  await page.getByRole('searchbox', { name: 'Search memories' }).fill('beach');
  await expect(memories(page)).toHaveCount(1);
  await expect(memories(page).first()).toContainText('Beach day.jpg');
  await page.getByRole('searchbox', { name: 'Search memories' }).fill('london');
  await expect(page.getByText('No memories match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filter' }).click();
  await expect(memories(page)).toHaveCount(2);

  await chooseOption(page.getByRole('combobox', { name: 'Category' }), 'Sports');
  await expect(memories(page)).toHaveCount(1);
  await expect(memories(page).first()).toContainText('Soccer practice.png');
  await chooseOption(page.getByRole('combobox', { name: 'Category' }), 'All categories');

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(beach.getByText(/A vacation photo with Emma/)).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'media-library-list');
  await page.screenshot({ path: `${SHOTS}/library-list-1280.png`, fullPage: true });

  // Memory Insights from the real library.
  await page.getByRole('tab', { name: SCREEN_COPY.media.insights }).click();
  await expect(page.getByText('2 photos and 0 videos')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Memories by month\./ })).toBeVisible();
  await expect(page.getByText('No memories from this day in earlier years yet.')).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'media-insights');
  await page.screenshot({ path: `${SHOTS}/insights-1280.png`, fullPage: true });

  // Phone width: no sideways scrolling on any tab.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const tab of [SCREEN_COPY.media.insights, SCREEN_COPY.media.upload, SCREEN_COPY.media.photoLibrary]) {
    await page.getByRole('tab', { name: tab }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/${tab.split(' ')[0]?.toLowerCase() ?? 'tab'}-375.png`, fullPage: true });
  }
  const tabsBox = await page.getByRole('tablist').boundingBox();
  for (const tab of await page.getByRole('tab').all()) {
    const box = await tab.boundingBox();
    expect(box && tabsBox && box.x + box.width <= tabsBox.x + tabsBox.width + 1 && box.height >= 40).toBe(true);
  }
  await page.getByRole('button', { name: 'Grid view' }).click();
  await page.screenshot({ path: `${SHOTS}/library-grid-375.png`, fullPage: true });
  await saveScreenshot(page, testInfo, 'media-library-375');

  // Delete by the uploader, after confirming.
  await page.getByRole('button', { name: 'Delete Soccer practice.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Soccer practice.png?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(memories(page)).toHaveCount(1);
});

test('the co-parent sees a new upload live and cannot delete it', async ({ browser, page, account }, testInfo) => {
  void account;
  const contextB = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  await pairCoParent(page.context(), contextB);
  const pageB = await contextB.newPage();
  await openMedia(pageB);
  await expect(pageB.getByRole('heading', { name: 'No memories yet' })).toBeVisible();

  await openMedia(page);
  await page.getByRole('tab', { name: SCREEN_COPY.media.upload }).click();
  await page.locator('input[type="file"]').setInputFiles(await soccerPhoto(testInfo));
  await expect(page.getByText('Uploaded and analysed')).toBeVisible();

  await expect(memories(pageB)).toHaveCount(1);
  await expect(memories(pageB).first()).toContainText('Soccer practice.png');
  await expect(pageB.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  // A place kept for the uploader alone is never shown to the co-parent.
  await page.getByRole('checkbox', { name: 'Keep the location (only you see it)' }).check();
  await expect(page.getByRole('checkbox', { name: 'Keep the location and show it to Sam' })).not.toBeChecked();
  await page.locator('input[type="file"]').setInputFiles(await beachPhoto(testInfo));
  const kept = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').first();
  await expect(kept.getByText('51.50740, -0.12767 (only you see this)', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(memories(pageB)).toHaveCount(2);
  await pageB.getByRole('button', { name: 'List view' }).click();
  await expect(memories(pageB).filter({ hasText: 'Beach day.jpg' })).toBeVisible();
  await expect(pageB.getByText(/51\.5074/)).toHaveCount(0);
  await contextB.close();
});

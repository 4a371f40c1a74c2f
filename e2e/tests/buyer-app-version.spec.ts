import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/auth.ts';

const versionFile = path.resolve(import.meta.dirname, '../../apps/buyer-portal/dist/version.json');

/** The poll interval of the portal (features/config/api/get-saas-config.ts APP_VERSION_POLL_MS). */
const POLL = '03:00';

test('a deploy while a buyer is signed in offers REFRESH APP (A-028, Q-071)', async ({ page, baseURL }) => {
  const deployed = fs.readFileSync(versionFile, 'utf8');
  await page.clock.install();
  await signIn(page, DEMO.summitBuyer.email, { origin: baseURL?.replace('localhost', 'summit.localhost') });
  await expect(page.getByText('A Newer App Version is Available')).toBeHidden();

  try {
    // Simulate a deploy: the server now announces another build than the one running in the page.
    const { version } = JSON.parse(deployed) as { version: string };
    fs.writeFileSync(versionFile, JSON.stringify({ version: `${version}-next` }));

    // The portal re-reads the version every few minutes; the server caches it for a few seconds.
    await expect(async () => {
      await page.clock.fastForward(POLL);
      await expect(page.getByText('A Newer App Version is Available')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'REFRESH APP' }).click();
    await reloaded;
  } finally {
    fs.writeFileSync(versionFile, deployed);
  }
});

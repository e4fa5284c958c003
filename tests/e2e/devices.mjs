// Play across devices in separate Chromium processes, shared by the end-to-end tests
// (devices.spec.mjs) and the latency measurement (latency.measure.mjs): launching a
// browser that can connect to another on this machine, and pairing a guest's page with
// the host's.
import { expect, chromium } from '@playwright/test';
import config from './playwright.config.mjs';

// The suite's flags (playwright.config.mjs), and the two that let two browsers on one
// machine connect: candidates on loopback, as addresses rather than mDNS names.
export const ARGS = [
  ...config.use.launchOptions.args.filter((arg) => !arg.startsWith('--disable-features=')),
  '--allow-loopback-in-peer-connection',
  '--disable-features=LocalNetworkAccessChecks,WebRtcHideLocalIpsWithMdns',
];

export const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ARGS });

/** The host's devices screen gives `name`'s seat to `guest`'s page: returns once both are connected. */
export async function pair(host, guest, name) {
  await host.getByRole('button', { name: `Invite a device for ${name}` }).click();
  await pairAnswer(host, guest);
  await expect(host.locator('.device-seats li', { hasText: name })).toContainText('on their own device');
}

/** The invitation on the host's screen, opened on `guest`'s page, and its answer taken back. */
export async function pairAnswer(host, guest) {
  const link = await host.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\?game=\w+&join=/);
  await guest.goto(link);
  const answer = guest.getByLabel('Your answer code');
  await expect(answer).not.toHaveValue('');
  await host.getByLabel('Their answer code').fill(await answer.inputValue());
  await host.getByRole('button', { name: 'Connect' }).click();
  await expect(host.getByText('Connected.')).toBeVisible();
}


// The built site (dist/, or DIST=dir) served with gzip and a Chromium to open it, for the
// measurements run by hand (startup-trace.mjs, tap-trace.mjs): not tests.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

/** serve.py serving the built site on `port`, once it answers; kill() it when done. */
export async function serveBuilt(port) {
  const server = spawn('python3', ['serve.py', String(port), process.env.DIST || '../../dist', '--gzip'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** Debian's Chromium (or CHROMIUM=path), headless, quiet in the background. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

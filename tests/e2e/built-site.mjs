// The built site (dist/, or DIST=dir) served with gzip and a Chromium to open it, for the
// measurements run by hand (startup-trace.mjs, tap-trace.mjs): not tests.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

/** .ci/tools/serve.py serving the built site on `port`, once it answers; kill() it when done. */
export async function serveBuilt(port) {
  const server = spawn('python3', ['../../.ci/tools/serve.py', String(port), process.env.DIST || '../../dist', '--gzip'], { stdio: 'ignore' });
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

/** Throttles the page of `cdp` to a phone's 4x slower CPU and starts tracing its main
 * thread (the timeline, V8's execution, user timing, and `more` categories); `stop()`
 * ends the trace and gives its events. */
export async function traceThrottled(cdp, more = []) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', ...more] },
    transferMode: 'ReportEvents',
  });
  return {
    stop: async () => {
      await cdp.send('Tracing.end');
      await complete;
      return events;
    },
  };
}

/** Debian's Chromium (or CHROMIUM=path), headless, quiet in the background. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

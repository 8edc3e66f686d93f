#!/usr/bin/env node
// Sign-in timing: does a wrong password for an existing account take longer to answer than one for
// an email no account has? (It must not: the difference would tell which accounts exist.) Each run
// starts the real app on a fresh embedded database and sends, interleaved, wrong-password attempts
// for the demo accounts and for as many unknown emails, each attempt from an address of its own
// (so no throttle is reached) and at most 8 per email (below the per-email slow-down). The figure is
// the median answer time for existing accounts ÷ that for unknown emails, per run. See bench/README.md,
// "Sign-in timing".
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { median } from './lib/stats.mjs';

register();
const { createTestApp } = await import('../apps/server/src/test/test-app.ts');

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, attempts: { type: 'string', default: '8' }, help: { type: 'boolean', default: false } },
});
if (options.help) {
  console.log('Usage: node bench/sign-in-timing.mjs [--runs N (default 5)] [--attempts N per email, at most 9 (default 8)]');
  process.exit(0);
}
const RUNS = Number(options.runs);
const ATTEMPTS = Math.min(Number(options.attempts), 9);
const KNOWN = ['admin@example.org', 'approver@example.org', 'preapprover@example.org', 'contributor@example.org', 'reader@example.org', 'super@example.org'];


let address = 0;
async function attempt(app, email) {
  address += 1;
  const ip = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  const start = await app.inject({ method: 'GET', url: '/api/profile', remoteAddress: ip });
  const cookie = start.cookies.find((item) => item.name === 'sid');
  const began = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url: '/api/profile/sign_in',
    remoteAddress: ip,
    headers: { cookie: `sid=${cookie.value}`, 'x-csrf-token': start.json().csrf_token },
    payload: { email, password: 'Wrong-Password9' },
  });
  const elapsed = Number(process.hrtime.bigint() - began) / 1e6;
  if (response.statusCode !== 401) throw new Error(`expected 401 for ${email}, got ${response.statusCode} ${response.body}`);
  return elapsed;
}

const ratios = [];
for (let run = 1; run <= RUNS; run += 1) {
  const t = await createTestApp();
  const known = [];
  const unknown = [];
  // Warm-up (JIT, hash parameters, connection), not counted.
  await attempt(t.app, 'warm-up@example.org');
  for (let round = 0; round < ATTEMPTS; round += 1) {
    for (const [index, email] of KNOWN.entries()) {
      known.push(await attempt(t.app, email));
      unknown.push(await attempt(t.app, `nobody-${run}-${index}@example.org`));
    }
  }
  await t.close();
  const ratio = median(known) / median(unknown);
  ratios.push(ratio);
  console.log(
    `run ${run}: existing ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms (medians of ${known.length}), ratio ${ratio.toFixed(3)}`,
  );
}
const sorted = [...ratios].sort((a, b) => a - b);
console.log(`median ratio ${median(ratios).toFixed(3)} (runs ${sorted.map((value) => value.toFixed(3)).join(', ')}; spread ${(sorted.at(-1) - sorted[0]).toFixed(3)})`);

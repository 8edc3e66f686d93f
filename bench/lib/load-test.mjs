// Requests per second on one URL with wrk (preferred) or autocannon, the load
// generator pinned to core 1 while the server under test is pinned to core 0.
import path from 'node:path';
import { pinned, runProcess } from './processes.mjs';

const SLACK_MS = 20_000; // beyond the test's own duration before the load generator is killed

function parseWrk(output) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const latency = /Latency\s+([\d.]+\w+)\s+([\d.]+\w+)\s+([\d.]+\w+)/.exec(output);
  const p99 = /\s99%\s+([\d.]+\w+)/.exec(output)?.[1] ?? null;
  return {
    rps: Number.isFinite(rps) ? rps : null,
    requests: Number.isFinite(requests) ? requests : null,
    errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    latencyAvg: latency?.[1] ?? null,
    latencyP99: p99,
  };
}

async function runWrk({ wrkPath, url, seconds, connections, headers }) {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const { command, args } = pinned(1, wrkPath, ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url]);
  const result = await runProcess(command, args, { timeoutMs: seconds * 1000 + SLACK_MS, label: 'wrk' });
  if (result.timedOut) throw new Error(`wrk on ${url} did not finish in time`);
  const parsed = parseWrk(result.output);
  if (parsed.rps === null) throw new Error(`could not read wrk's output:\n${result.output}`);
  return { ...parsed, raw: result.output.trim() };
}

async function runAutocannon({ repoRoot, url, seconds, connections, headers }) {
  const cli = path.join(repoRoot, 'node_modules/autocannon/autocannon.js');
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const { command, args } = pinned(1, process.execPath, [cli, '-c', String(connections), '-d', String(seconds), '-j', ...headerArgs, url]);
  const result = await runProcess(command, args, { timeoutMs: seconds * 1000 + SLACK_MS, label: 'autocannon' });
  if (result.timedOut) throw new Error(`autocannon on ${url} did not finish in time`);
  const json = result.output.split('\n').find((line) => line.startsWith('{'));
  if (!json) throw new Error(`could not read autocannon's output:\n${result.output}`);
  const data = JSON.parse(json);
  return {
    rps: data.requests.average,
    requests: data.requests.total,
    errors: data.errors + data.timeouts + data.non2xx,
    latencyAvg: `${data.latency.average}ms`,
    latencyP99: `${data.latency.p99}ms`,
    raw: null,
  };
}

/** Warm-up, then the measured run, with the same settings for every target. */
export async function measureRps({ tool, wrkPath, repoRoot, url, seconds, warmupSeconds, connections, headers }) {
  const run = (duration) =>
    tool === 'wrk'
      ? runWrk({ wrkPath, url, seconds: duration, connections, headers })
      : runAutocannon({ repoRoot, url, seconds: duration, connections, headers });
  if (warmupSeconds > 0) await run(warmupSeconds);
  return run(seconds);
}

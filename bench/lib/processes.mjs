// Child processes the benchmark starts, and the guarantee that it stops them all:
// every child is tracked, runs in its own process group, and is killed on normal
// exit, on a signal, on an uncaught error, and when its own time limit passes.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';

const children = new Set();
const cleanups = [];

/** Kills a tracked child's whole process group (nginx master and worker, node and its threads). */
function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Spawns a tracked child in its own process group. `timeoutMs` kills it when
 * it runs longer; `logFile` receives its stdout and stderr when given, else
 * both are kept in memory (capped) for the caller.
 */
export function startProcess(command, args, { env, cwd, timeoutMs, logFile, label = command } = {}) {
  const child = spawn(command, args, {
    env: env ?? process.env,
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.label = label;
  children.add(child);
  let output = '';
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  if (logFile) {
    const stream = createWriteStream(logFile);
    child.stdout.pipe(stream);
    child.stderr.pipe(stream);
  }
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let timedOut = false;
  const timer = timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        killGroup(child, 'SIGKILL');
      }, timeoutMs)
    : null;
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      output += `\n${error.message}`;
    });
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      children.delete(child);
      resolve({ code, signal, timedOut, output });
    });
  });
  return { child, exited, output: () => output, stop: () => stopProcess(child, exited) };
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the child is gone. */
export async function stopProcess(child, exited, graceMs = 5000) {
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Runs a command to completion (bounded by `timeoutMs`) and returns its exit and output. */
export async function runProcess(command, args, options = {}) {
  const { exited } = startProcess(command, args, options);
  return exited;
}

/** Registers a last-resort cleanup (temporary folders, browsers) run on exit. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

let cleanedUp = false;
/** Synchronous: kills every tracked child and runs the cleanups; safe to call twice. */
export function cleanupAll() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const child of children) killGroup(child, 'SIGKILL');
  for (const fn of cleanups.reverse()) {
    try {
      fn();
    } catch {
      // best effort: keep cleaning
    }
  }
}

/** Makes sure nothing the benchmark started outlives it, however it ends. */
export function installExitHandlers() {
  process.on('exit', cleanupAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      console.error(`\nbench: ${signal} received, stopping everything it started`);
      cleanupAll();
      process.exit(130);
    });
  }
  process.on('uncaughtException', (error) => {
    console.error('bench: uncaught error', error);
    cleanupAll();
    process.exit(2);
  });
  process.on('unhandledRejection', (error) => {
    console.error('bench: unhandled rejection', error);
    cleanupAll();
    process.exit(2);
  });
}

/** Resolves after `ms`. */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Races a promise against a time limit, rejecting with a message naming the step. */
export async function withTimeout(promise, ms, what) {
  let timer;
  try {
    return await Promise.race([
      promise,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The first port from `start` on that nothing listens on (and that is not in `taken`). */
export async function findFreePort(start, taken = []) {
  for (let port = start; port < start + 200; port++) {
    if (taken.includes(port)) continue;
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port between ${start} and ${start + 199}`);
}

/** Full path of an executable in PATH (or the usual sbin folders), or null. */
export function which(name) {
  const result = spawnSync('sh', ['-c', `command -v ${name} || ls /usr/sbin/${name} /sbin/${name} 2>/dev/null`], {
    encoding: 'utf8',
  });
  const found = result.stdout.split('\n').find((line) => line.trim());
  return found ? found.trim() : null;
}

/**
 * Prefix that pins a command to one CPU core with taskset, or nothing when
 * taskset is missing or the machine has a single core.
 */
export function pinned(core, command, args) {
  if (!pinning.available) return { command, args };
  return { command: pinning.taskset, args: ['-c', String(core), command, ...args] };
}

export const pinning = {
  taskset: null,
  available: false,
  init(cpuCount) {
    this.taskset = which('taskset');
    this.available = Boolean(this.taskset) && cpuCount >= 2;
  },
};

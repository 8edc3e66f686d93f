// The resident memory of this process over one stretch of work (a measurement), for the benchmarks
// that run each measurement in a process of its own (bench/imports.mjs, bench/exports.mjs).
import { readFileSync, writeFileSync } from 'node:fs';

const MB = 1024 * 1024;

/** The kernel's high-water mark of this process's resident set (VmHWM), in bytes; null where /proc has none. */
function highWaterMark() {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Starts watching: the RSS now, sampled every `intervalMs` (a sample only lands when the event loop is
 * free, so a short spike inside synchronous work can be missed), and on Linux the kernel's high-water
 * mark, reset to the current RSS here (`clear_refs` 5, Linux ≥ 4.0) so it covers exactly the work that
 * follows, whatever the process did before (booting tsx and the app peaks higher than some work).
 * `stop()` answers megabytes: at the start, the sampled peak, the kernel's peak, and the peak (the
 * larger of the two) less the start.
 */
export function watchMemory(intervalMs = 50) {
  let kernelPeak = false;
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    kernelPeak = highWaterMark() !== null;
  } catch {
    // Not Linux, or not allowed: the samples alone.
  }
  const start = process.memoryUsage.rss();
  let sampled = start;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage.rss());
  }, intervalMs);
  // BENCH_MEMORY_TRACE=1: where the memory is, every second, on standard error (to tell a heap that grows from buffers that pile up).
  const trace = process.env.BENCH_MEMORY_TRACE
    ? setInterval(() => {
        const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
        const mb = (bytes) => Math.round(bytes / MB);
        console.error(`memory: rss ${mb(rss)} heap ${mb(heapUsed)}/${mb(heapTotal)} external ${mb(external)} arrayBuffers ${mb(arrayBuffers)} MB`);
      }, 1000)
    : null;
  return {
    stop() {
      clearInterval(timer);
      if (trace) clearInterval(trace);
      sampled = Math.max(sampled, process.memoryUsage.rss());
      const kernel = kernelPeak ? highWaterMark() : null;
      const peak = Math.max(sampled, kernel ?? 0);
      return {
        startMb: start / MB,
        sampledPeakMb: sampled / MB,
        kernelPeakMb: kernel === null ? null : kernel / MB,
        peakMb: peak / MB,
        growthMb: (peak - start) / MB,
      };
    },
  };
}

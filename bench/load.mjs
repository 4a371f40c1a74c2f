// The load generator of the c=100 budgets (P5, P8): autocannon, plus the p99 of the requests sent on
// established connections.
//
// Each run opens its CONNECTIONS at once against a server that is saturated from the first moment. Node (libuv
// 1.46) accepts ONE connection per event-loop turn (strace: one accept4 per epoll_wait), and a saturated turn
// serves a request from every open connection first, so the last connections of the burst wait up to seconds for
// their first request. That wait is the same queue for the baseline and the target, but it lands in the p99 of
// whichever run completes fewer requests. So the p99 compared is of the requests after each connection's first
// one (`steadyP99`), on both sides; the first requests still count for throughput and errors, and autocannon's own
// p99 (including them) is printed next to it.
import autocannon from 'autocannon';
import { median } from './stock.mjs';

export const CONNECTIONS = 100;

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/** autocannon's result plus `steadyP99` (ms) and `firstMax` (the slowest first request, ms). */
export function cannon(opts) {
  return new Promise((resolve, reject) => {
    const seen = new WeakSet();
    const steady = [];
    let firstMax = 0;
    const instance = autocannon({ connections: CONNECTIONS, ...opts }, (err, r) => {
      if (err) return reject(err);
      steady.sort((a, b) => a - b);
      const p99 = steady.length > 0 ? quantile(steady, 0.99) : r.latency.p99;
      resolve({ ...r, steadyP99: Math.round(p99 * 10) / 10, firstMax: Math.round(firstMax) });
    });
    instance.on('response', (client, _status, _bytes, ms) => {
      if (seen.has(client)) steady.push(ms);
      else {
        seen.add(client);
        firstMax = Math.max(firstMax, ms);
      }
    });
  });
}

/**
 * The comparison loop of the budgets against a baseline: `reps` times the baseline run then the target run
 * (`run(opts)` answers a cannon result), each pair logged by `log(rep, b, t)`. Answers the medians: steady p99
 * (`p99`, `baselineP99`), autocannon's p50 (`p50`, `baselineP50`), average req/s (`rps`, `baselineRps`), and the
 * target's errors (non-2xx, errors, timeouts) summed; a baseline with errors throws.
 */
export async function alternate({ reps, run, baseline, target, log }) {
  const p50 = { t: [], b: [] };
  const p99 = { t: [], b: [] };
  const rps = { t: [], b: [] };
  let errors = 0;
  for (let rep = 0; rep < reps; rep++) {
    const b = await run(baseline);
    const t = await run(target);
    if (b.non2xx || b.errors || b.timeouts) throw new Error('the baseline had errors');
    errors += t.non2xx + t.errors + t.timeouts;
    p50.b.push(b.latency.p50);
    p50.t.push(t.latency.p50);
    p99.b.push(b.steadyP99);
    p99.t.push(t.steadyP99);
    rps.b.push(b.requests.average);
    rps.t.push(t.requests.average);
    log?.(rep, b, t);
  }
  return {
    p50: median(p50.t),
    baselineP50: median(p50.b),
    p99: median(p99.t),
    baselineP99: median(p99.b),
    rps: median(rps.t),
    baselineRps: median(rps.b),
    errors,
  };
}

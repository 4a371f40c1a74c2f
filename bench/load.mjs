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

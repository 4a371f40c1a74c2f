import { describe, expect, it } from 'vitest';
import { ReadQueue, type ReadTicket } from '../src/lib/spreadsheet/read-queue.ts';

/**
 * The spreadsheet reader's fair queue (lib/spreadsheet/read-queue.ts) as a pure unit: one workbook per user, a
 * bounded queue, and small files never stuck behind big ones.
 */

const MB = 1024 * 1024;
const BIG = 50 * MB;
const SMALL = 30 * 1024;
const limits = { slots: 3, bigSlots: 2, maxWaiting: 4, smallBytes: MB };

/** The owner's claim and a slot request, as one upload makes them. */
function admitted(queue: ReadQueue, owner: string, weight: number): ReadTicket {
  const c = queue.claim(owner);
  if (!c.ok) throw new Error(`${owner} was refused: ${c.reason}`);
  const a = queue.admit(c.claim, weight);
  if (!a.ok) throw new Error(`${owner} was refused: ${a.reason}`);
  return a.ticket;
}
/** A refusal, from the claim or from the slot request. */
function refusalOf(queue: ReadQueue, owner: string, weight: number) {
  const c = queue.claim(owner);
  if (!c.ok) return c;
  const a = queue.admit(c.claim, weight);
  if (a.ok) throw new Error(`${owner} was admitted`);
  queue.release(c.claim);
  return a;
}

describe('ReadQueue', () => {
  it('keeps one workbook in flight per user: a second one is refused with a retry time, not queued', () => {
    const queue = new ReadQueue(limits);
    const first = admitted(queue, 'harbor:buyer', BIG);
    expect(first.state).toBe('running');
    const second = refusalOf(queue, 'harbor:buyer', SMALL);
    expect(second).toMatchObject({ ok: false, reason: 'ownerBusy' });
    expect(second.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(queue.waitingCount).toBe(0);
    // The read is over but the upload (its review) is not: still one in flight.
    queue.finish(first, 500);
    expect(refusalOf(queue, 'harbor:buyer', SMALL)).toMatchObject({ reason: 'ownerBusy' });
    // Once the upload is over, the same user may upload again.
    queue.release(first.claim);
    expect(admitted(queue, 'harbor:buyer', SMALL).state).toBe('running');
  });

  it('a waiting workbook counts as in flight for its user too', () => {
    const queue = new ReadQueue(limits);
    admitted(queue, 'a', BIG);
    admitted(queue, 'b', BIG);
    expect(admitted(queue, 'c', BIG).state).toBe('waiting');
    expect(refusalOf(queue, 'c', BIG)).toMatchObject({ ok: false, reason: 'ownerBusy' });
  });

  it('bounds the queue: past maxWaiting a read is refused with a Retry-After that grows with the queue', () => {
    const queue = new ReadQueue(limits);
    admitted(queue, 'r1', BIG);
    admitted(queue, 'r2', BIG);
    const waiting = ['w1', 'w2', 'w3', 'w4'].map((o) => admitted(queue, o, BIG));
    expect(waiting.map((t) => t.state)).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);
    const refused = refusalOf(queue, 'w5', BIG);
    expect(refused).toMatchObject({ ok: false, reason: 'queueFull' });
    expect(queue.waitingCount).toBe(4);
    const shortQueue = new ReadQueue({ ...limits, maxWaiting: 1 });
    admitted(shortQueue, 'r1', BIG);
    admitted(shortQueue, 'r2', BIG);
    admitted(shortQueue, 'w1', BIG);
    const early = refusalOf(shortQueue, 'w2', BIG);
    expect(early.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(early.retryAfterSeconds).toBeLessThan(refused.retryAfterSeconds);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('a small file from another user starts at once while big ones hold every big slot and fill the queue', () => {
    const queue = new ReadQueue(limits);
    const big = ['b1', 'b2', 'b3', 'b4'].map((o) => admitted(queue, o, BIG));
    expect(big.map((t) => t.state)).toEqual(['running', 'running', 'waiting', 'waiting']);
    const small = admitted(queue, 'summit:buyer', SMALL);
    expect(small.state).toBe('running');
    // A full queue of big ones does not refuse a small file that can start now.
    admitted(queue, 'b5', BIG);
    admitted(queue, 'b6', BIG);
    expect(refusalOf(queue, 'b7', BIG)).toMatchObject({ ok: false, reason: 'queueFull' });
  });

  it('waiting small files go before waiting big ones, and never wait behind more than one big file', () => {
    const queue = new ReadQueue({ ...limits, maxWaiting: 10 });
    const [b1, b2] = ['b1', 'b2'].map((o) => admitted(queue, o, BIG));
    const s1 = admitted(queue, 's1', SMALL); // the small lane
    const b3 = admitted(queue, 'b3', BIG);
    const s2 = admitted(queue, 's2', SMALL);
    const s3 = admitted(queue, 's3', SMALL);
    expect([b3.state, s2.state, s3.state]).toEqual(['waiting', 'waiting', 'waiting']);
    // The small lane frees: the next small file starts, not the big one that came first.
    expect(queue.finish(s1, 50)).toEqual([s2]);
    // A big slot frees: the waiting small one takes it before the big one (small ones first).
    expect(queue.finish(b1!, 5_000)).toEqual([s3]);
    expect(b3.state).toBe('waiting');
    // Then the big one starts when a slot it may use frees.
    expect(queue.finish(s2, 50)).toEqual([b3]);
    expect(queue.runningCount).toBe(3);
    queue.finish(b2!, 5_000);
    queue.finish(s3, 50);
    queue.finish(b3, 5_000);
    expect([queue.runningCount, queue.waitingCount]).toEqual([0, 0]);
  });

  it('big files never take the last slot, even when no small file is waiting', () => {
    const queue = new ReadQueue(limits);
    const tickets = ['b1', 'b2', 'b3'].map((o) => admitted(queue, o, BIG));
    expect(tickets.map((t) => t.state)).toEqual(['running', 'running', 'waiting']);
    expect(queue.runningCount).toBe(2);
  });

  it('a waiting ticket given up (its request ended) frees its place, and its release its user', () => {
    const queue = new ReadQueue(limits);
    admitted(queue, 'b1', BIG);
    admitted(queue, 'b2', BIG);
    const w = admitted(queue, 'w', BIG);
    expect(queue.finish(w)).toEqual([]);
    queue.release(w.claim);
    expect(queue.waitingCount).toBe(0);
    expect(admitted(queue, 'w', BIG).state).toBe('waiting');
  });

  it('refuses limits that keep no slot for small files', () => {
    expect(() => new ReadQueue({ slots: 2, bigSlots: 2 })).toThrow();
  });
});

/**
 * The fair queue in front of the spreadsheet reader's worker threads (read-spreadsheet.ts). Plain state and
 * decisions, no timers and no threads, so the scheduling is tested as a pure unit (read-queue.test.ts):
 * - one workbook in flight per owner (a user of a tenant), claimed for the whole upload request: a second one
 *   is refused, not queued;
 * - a bounded number of waiting reads: past it a read is refused, with how long to wait before retrying;
 * - big workbooks may hold all worker slots but one, and small ones go first: a small file (a buyer's few-row
 *   offer sheet) never waits behind a flood of big ones, only behind other small files.
 * "Big" is measured by the bytes the workbook unpacks to (its work), not by its compressed size.
 */

export type ReadQueueLimits = {
  /** Worker threads at once. */
  slots: number;
  /** Of those, how many may read big workbooks at once (fewer than `slots`: the rest is kept for small ones). */
  bigSlots: number;
  /** Reads waiting for a slot; past this a read is refused (429). */
  maxWaiting: number;
  /** A workbook that unpacks to at most this many bytes is small. */
  smallBytes: number;
};

/**
 * Two slots for any workbook (each worker may use up to its heap cap, so a burst cannot exhaust the server's
 * memory, as before) and a third that only small workbooks use.
 */
export const DEFAULT_READ_QUEUE_LIMITS: ReadQueueLimits = {
  slots: 3,
  bigSlots: 2,
  maxWaiting: 8,
  smallBytes: 1024 * 1024,
};

/** An owner's place: held from the start of an upload request to its end (body, read, review). */
export type ReadClaim = { readonly owner: string; released: boolean };

export type ReadTicket = {
  readonly claim: ReadClaim;
  readonly weight: number;
  readonly isSmall: boolean;
  state: 'waiting' | 'running' | 'done';
};

export type Refusal = { ok: false; reason: 'ownerBusy' | 'queueFull'; retryAfterSeconds: number };

/** A first guess at how long one read takes, until reads have been timed. */
const INITIAL_READ_MS = 2_000;
const MAX_RETRY_AFTER_SECONDS = 60;

export class ReadQueue {
  readonly limits: ReadQueueLimits;
  private readonly running = new Set<ReadTicket>();
  private readonly waiting: ReadTicket[] = [];
  private readonly owners = new Set<string>();
  /** Moving average of how long a read held its slot (ms), for Retry-After. */
  private averageMs = INITIAL_READ_MS;

  constructor(limits: Partial<ReadQueueLimits> = {}) {
    this.limits = { ...DEFAULT_READ_QUEUE_LIMITS, ...limits };
    if (this.limits.bigSlots >= this.limits.slots || this.limits.bigSlots < 1) {
      throw new Error('bigSlots must be at least 1 and fewer than slots');
    }
  }

  get runningCount(): number {
    return this.running.size;
  }
  get waitingCount(): number {
    return this.waiting.length;
  }

  /**
   * One workbook in flight per owner: answers the owner's claim, or a refusal while the owner's previous
   * upload is still going on (its claim not released).
   */
  claim(owner: string): { ok: true; claim: ReadClaim } | Refusal {
    if (this.owners.has(owner)) {
      return { ok: false, reason: 'ownerBusy', retryAfterSeconds: this.seconds(this.averageMs) };
    }
    this.owners.add(owner);
    return { ok: true, claim: { owner, released: false } };
  }

  /** Ends an owner's upload: the owner may upload again. */
  release(claim: ReadClaim) {
    if (claim.released) return;
    claim.released = true;
    this.owners.delete(claim.owner);
  }

  /**
   * Asks for a worker slot for a workbook of `weight` unpacked bytes. Answers a ticket that is running (start
   * now) or waiting (start when `finish` names it), or a refusal with the seconds to wait before retrying.
   */
  admit(claim: ReadClaim, weight: number): { ok: true; ticket: ReadTicket } | Refusal {
    const ticket: ReadTicket = { claim, weight, isSmall: weight <= this.limits.smallBytes, state: 'waiting' };
    if (this.canStart(ticket)) {
      this.start(ticket);
      return { ok: true, ticket };
    }
    if (this.waiting.length >= this.limits.maxWaiting) {
      // Roughly when a waiting place frees up: the reads ahead, spread over the big slots.
      const ahead = (this.waiting.length / this.limits.bigSlots + 1) * this.averageMs;
      return { ok: false, reason: 'queueFull', retryAfterSeconds: this.seconds(ahead) };
    }
    this.enqueue(ticket);
    return { ok: true, ticket };
  }

  /**
   * A read ended (`elapsedMs` in its slot), or a waiting one was given up: frees its slot or its place, and
   * answers the waiting tickets that start now, in the order they should start. The owner stays claimed.
   */
  finish(ticket: ReadTicket, elapsedMs?: number): ReadTicket[] {
    if (ticket.state === 'done') return [];
    if (ticket.state === 'waiting') {
      const i = this.waiting.indexOf(ticket);
      if (i >= 0) this.waiting.splice(i, 1);
    }
    this.running.delete(ticket);
    ticket.state = 'done';
    if (elapsedMs !== undefined && Number.isFinite(elapsedMs) && elapsedMs >= 0) {
      this.averageMs = 0.8 * this.averageMs + 0.2 * elapsedMs;
    }
    const started: ReadTicket[] = [];
    // Small ones are first in the queue; a big one that cannot start (its slots are full) lets a small one
    // behind it go, never the other way round.
    for (let i = 0; i < this.waiting.length; ) {
      const next = this.waiting[i]!;
      if (this.canStart(next)) {
        this.waiting.splice(i, 1);
        this.start(next);
        started.push(next);
      } else i++;
    }
    return started;
  }

  private canStart(ticket: ReadTicket): boolean {
    if (this.running.size >= this.limits.slots) return false;
    if (ticket.isSmall) return true;
    let big = 0;
    for (const t of this.running) if (!t.isSmall) big++;
    return big < this.limits.bigSlots;
  }

  private start(ticket: ReadTicket) {
    ticket.state = 'running';
    this.running.add(ticket);
  }

  /** Small tickets after the small ones already waiting, before every big one; big ones at the end. */
  private enqueue(ticket: ReadTicket) {
    if (!ticket.isSmall) {
      this.waiting.push(ticket);
      return;
    }
    const firstBig = this.waiting.findIndex((t) => !t.isSmall);
    if (firstBig < 0) this.waiting.push(ticket);
    else this.waiting.splice(firstBig, 0, ticket);
  }

  private seconds(ms: number): number {
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(ms / 1000)));
  }
}

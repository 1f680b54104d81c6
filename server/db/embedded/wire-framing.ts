/**
 * Splits the bytes a PostgreSQL client sends into units of work for a single-session engine (PGlite).
 *
 * Before startup a message has no type byte: `int32 length, int32 code`. The codes are SSLRequest and
 * GSSENCRequest (answered 'N': no encryption on a local socket), CancelRequest (PGlite has no backend to
 * signal; the connection is closed, as PostgreSQL does) and the protocol-3 StartupMessage.
 * After startup every message is `byte type, int32 length (counting itself), body`.
 *
 * A unit is every message of a connection up to and including the first of:
 * - Sync 'S': ends an extended-protocol sequence (PostgreSQL answers ReadyForQuery);
 * - Query 'Q' / FunctionCall 'F': complete on their own (ReadyForQuery follows);
 * - Flush 'H': the client waits for the answers so far without ending the sequence, so the unit must
 *   run now; the connection keeps the engine until its Sync arrives (see the scheduler).
 * Terminate 'X' ends the connection; it is never handed to the engine (PGlite would exit on it), and
 * messages before it that no Sync/Flush completed are dropped.
 *
 * node-postgres 8 (node_modules/pg/lib/query.js, connection.js) sends, per query, either 'Q', or (values,
 * a name, `rows` or queryMode 'extended') a corked Parse/Bind/Describe/Execute/Sync; with `rows` (and
 * pg-cursor) Parse/Bind/Describe/Execute/Flush, then Execute/Flush per further page and Sync after the
 * CommandComplete; when binding fails Close/Sync; on end() Terminate. In pipeline mode several such
 * groups arrive back to back: each Sync ends one unit. COPY FROM STDIN (CopyData 'd', CopyDone 'c') is
 * not supported by PGlite over the wire and gets no special treatment.
 */

export const SSL_REQUEST_CODE = 80877103;
export const GSSENC_REQUEST_CODE = 80877104;
export const CANCEL_REQUEST_CODE = 80877102;
const PROTOCOL_MAJOR_3 = 3;
/** PostgreSQL's MAX_STARTUP_PACKET_LENGTH. */
const MAX_STARTUP_LENGTH = 10_000;

export type UnitEnd = 'sync' | 'query' | 'flush';

export type FrontendEvent =
  | { type: 'encryption-request' }
  | { type: 'cancel-request' }
  | { type: 'startup'; message: Buffer }
  | { type: 'unit'; messages: Buffer; end: UnitEnd }
  | { type: 'terminate' }
  | { type: 'protocol-error'; reason: string };

const unitEnds: Record<string, UnitEnd> = { S: 'sync', Q: 'query', F: 'query', H: 'flush' };

export class FrontendFramer {
  #chunks: Buffer[] = [];
  #buffered = 0;
  /** Bytes that must be buffered before parsing can make progress. */
  #needed = 0;
  #started = false;
  /** After Terminate or a protocol error nothing more is read. */
  #finished = false;
  /** Complete messages of the unit being collected. */
  #unit: Buffer[] = [];

  /** Feeds bytes as they arrive; returns the events they complete, in order. */
  push(chunk: Buffer): FrontendEvent[] {
    if (this.#finished || chunk.length === 0) return [];
    this.#chunks.push(chunk);
    this.#buffered += chunk.length;
    if (this.#buffered < this.#needed) return [];
    let data = this.#chunks.length === 1 ? (this.#chunks[0] as Buffer) : Buffer.concat(this.#chunks);
    const events: FrontendEvent[] = [];
    let offset = 0;
    for (;;) {
      const result = this.#started ? this.#typed(data, offset) : this.#untyped(data, offset);
      if (result === 'incomplete') break;
      if (result.event) events.push(result.event);
      offset = result.next;
      if (result.event?.type === 'protocol-error' || result.event?.type === 'terminate') {
        this.#finished = true;
        this.#unit = [];
        offset = data.length;
        break;
      }
    }
    data = data.subarray(offset);
    this.#chunks = data.length > 0 ? [data] : [];
    this.#buffered = data.length;
    return events;
  }

  #untyped(data: Buffer, offset: number): 'incomplete' | { event?: FrontendEvent; next: number } {
    if (data.length - offset < 8) return this.#wait(8);
    const length = data.readInt32BE(offset);
    const code = data.readInt32BE(offset + 4);
    if (length < 8 || length > MAX_STARTUP_LENGTH) {
      return { event: { type: 'protocol-error', reason: `invalid startup length ${length}` }, next: offset };
    }
    if (data.length - offset < length) return this.#wait(length);
    const next = offset + length;
    if ((code === SSL_REQUEST_CODE || code === GSSENC_REQUEST_CODE) && length === 8) {
      return { event: { type: 'encryption-request' }, next };
    }
    if (code === CANCEL_REQUEST_CODE && length === 16) return { event: { type: 'cancel-request' }, next };
    if (code >> 16 === PROTOCOL_MAJOR_3) {
      this.#started = true;
      return { event: { type: 'startup', message: data.subarray(offset, next) }, next };
    }
    return { event: { type: 'protocol-error', reason: `unsupported startup code ${code}` }, next };
  }

  #typed(data: Buffer, offset: number): 'incomplete' | { event?: FrontendEvent; next: number } {
    if (data.length - offset < 5) return this.#wait(5);
    const type = String.fromCharCode(data[offset] as number);
    const length = data.readInt32BE(offset + 1);
    if (length < 4) {
      return {
        event: { type: 'protocol-error', reason: `invalid length ${length} of '${type}'` },
        next: offset,
      };
    }
    if (data.length - offset < 1 + length) return this.#wait(1 + length);
    const next = offset + 1 + length;
    if (type === 'X') return { event: { type: 'terminate' }, next };
    this.#unit.push(data.subarray(offset, next));
    const end = unitEnds[type];
    if (!end) return { next };
    const messages = Buffer.concat(this.#unit);
    this.#unit = [];
    return { event: { type: 'unit', messages, end }, next };
  }

  /** Socket chunks are never reused, so the subarrays kept in `#unit` stay valid. */
  #wait(bytes: number): 'incomplete' {
    this.#needed = bytes;
    return 'incomplete';
  }
}

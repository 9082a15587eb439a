import { createInflateRaw } from 'node:zlib';

/**
 * Reading an uploaded zip without trusting it (docs/architecture.md 'Hardening'). The sizes a zip
 * declares are the uploader's word, so they are ignored: entries are inflated by node:zlib's stream
 * (on libuv's threads, 64 KB of output at a time, the event loop free in between), the bytes that
 * really come out are counted, and inflating stops the moment a ceiling is passed.
 */

export interface UnzipCeilings {
  /** Bytes one entry may unpack to. */
  entry: number;
  /** Bytes all the entries read may unpack to together. */
  archive: number;
}

/** A ceiling was passed: by the entry `entry`, or by the archive as a whole (entry null). */
export class UnpacksTooLarge extends Error {
  constructor(
    readonly entry: string | null,
    readonly ceiling: number,
  ) {
    super(`${entry ?? 'the archive'} unpacks to more than ${ceiling} bytes`);
    this.name = 'UnpacksTooLarge';
  }
}

/** Not a zip this reader can open (no directory, a damaged or encrypted entry, an unknown method). */
export class NotAZip extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAZip';
  }
}

const INFLATE_CHUNK = 64 * 1024;
const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const MARKER32 = 0xffffffff;

/** The entries of `zip` whose names `wanted` takes, unpacked within `ceilings`, in the zip's order. */
export async function unzipWithin(
  zip: Uint8Array,
  wanted: (name: string) => boolean,
  ceilings: UnzipCeilings,
): Promise<Map<string, Buffer>> {
  const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const files = new Map<string, Buffer>();
  let unpacked = 0;
  for (const entry of centralDirectory(bytes)) {
    if (!wanted(entry.name) || files.has(entry.name)) continue;
    const room = ceilings.archive - unpacked;
    const limit = Math.min(ceilings.entry, room);
    const content = await unpack(bytes, entry, limit);
    if (!content) {
      throw limit === ceilings.entry
        ? new UnpacksTooLarge(entry.name, ceilings.entry)
        : new UnpacksTooLarge(null, ceilings.archive);
    }
    unpacked += content.byteLength;
    files.set(entry.name, content);
  }
  return files;
}

interface Entry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  localOffset: number;
}

/** The central directory's entries (zip64 included); the uncompressed sizes it gives are not read. */
function* centralDirectory(bytes: Buffer): Generator<Entry> {
  const eocd = findEndOfDirectory(bytes);
  let count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  if (offset === MARKER32 || count === 0xffff) {
    const locator = eocd - 20;
    if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_LOCATOR) throw new NotAZip('no zip64 directory');
    const record = safeNumber(bytes.readBigUInt64LE(locator + 8));
    if (record + 56 > bytes.length || bytes.readUInt32LE(record) !== ZIP64_EOCD) {
      throw new NotAZip('no zip64 directory');
    }
    count = safeNumber(bytes.readBigUInt64LE(record + 32));
    offset = safeNumber(bytes.readBigUInt64LE(record + 48));
  }
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_ENTRY)
      throw new NotAZip('bad directory');
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const end = at + 46 + nameLength + extraLength;
    if (end > bytes.length) throw new NotAZip('bad directory');
    let compressedSize = bytes.readUInt32LE(at + 20);
    let localOffset = bytes.readUInt32LE(at + 42);
    if (compressedSize === MARKER32 || localOffset === MARKER32) {
      const zip64 = zip64Fields(bytes.subarray(at + 46 + nameLength, end), bytes.readUInt32LE(at + 24));
      if (compressedSize === MARKER32) compressedSize = zip64.next();
      if (localOffset === MARKER32) localOffset = zip64.next();
    }
    yield {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      encrypted: (flags & 1) === 1,
      compressedSize,
      localOffset,
    };
    at = end + commentLength;
  }
}

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of up to 65,535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  throw new NotAZip('no directory');
}

/** The zip64 extra field's sizes and offset, in order, after the uncompressed size when that is marked. */
function zip64Fields(extra: Buffer, uncompressedSize: number): { next(): number } {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 1) {
      let field = at + 4 + (uncompressedSize === MARKER32 ? 8 : 0);
      return {
        next() {
          if (field + 8 > at + 4 + size || field + 8 > extra.length) throw new NotAZip('bad zip64 field');
          const value = safeNumber(extra.readBigUInt64LE(field));
          field += 8;
          return value;
        },
      };
    }
    at += 4 + size;
  }
  throw new NotAZip('no zip64 field');
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new NotAZip('offset out of range');
  return Number(value);
}

/** The entry's content, or null once it would pass `limit` bytes. */
async function unpack(bytes: Buffer, entry: Entry, limit: number): Promise<Buffer | null> {
  if (entry.encrypted) throw new NotAZip(`${entry.name} is encrypted`);
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_ENTRY) throw new NotAZip('bad entry');
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (start + entry.compressedSize > bytes.length) throw new NotAZip(`${entry.name} is cut short`);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.byteLength > limit ? null : data;
  if (entry.method !== 8) throw new NotAZip(`${entry.name} uses compression method ${entry.method}`);
  return inflateWithin(data, limit);
}

/** Raw deflate inflated by node:zlib's stream; it is destroyed as soon as more than `limit` bytes come out. */
function inflateWithin(data: Uint8Array, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK });
    const parts: Buffer[] = [];
    let size = 0;
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        inflater.destroy();
        resolve(null);
      } else parts.push(chunk);
    });
    inflater.on('end', () => resolve(Buffer.concat(parts, size)));
    inflater.on('error', (error) => reject(new NotAZip(error.message)));
    inflater.end(data);
  });
}

import { constants, deflateRawSync } from 'node:zlib';

/**
 * Zips as an attacker writes them, for the tests of the zip ceilings (docs/architecture.md
 * 'Hardening'): entries whose headers claim any size, around deflate streams that unpack to far more.
 */

const MEGABYTE_OF_NEWLINES = Buffer.alloc(1024 * 1024, 0x0a);

/**
 * A raw-deflate stream of `prefix` then `megabytes` MB of newlines, made in milliseconds: after a
 * full flush zlib starts afresh, so every flushed megabyte compresses to the same ~1 KB, made once
 * and repeated (a gigabyte is about 1 MB).
 */
export function deflatedNewlines(prefix: string, megabytes: number): Buffer {
  const flushed = (input: Buffer) => deflateRawSync(input, { finishFlush: constants.Z_FULL_FLUSH });
  const block = flushed(MEGABYTE_OF_NEWLINES);
  return Buffer.concat([
    flushed(Buffer.from(prefix)),
    ...Array.from({ length: megabytes }, () => block),
    deflateRawSync(Buffer.alloc(0)),
  ]);
}

export interface LyingEntry {
  name: string;
  /** The entry's raw-deflate stream (method 8). */
  deflated: Buffer;
  /** The size its headers claim it unpacks to. */
  claimedSize: number;
}

/** A zip of `entries`, each header claiming its `claimedSize` (CRCs left at 0). */
export function lyingZip(entries: LyingEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, claimedSize } of entries) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(claimedSize, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(claimedSize, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, deflated);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

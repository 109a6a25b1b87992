import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * A minimal RFC 6455 server side for the local gateway: the handshake, text frames both ways,
 * ping/pong and close. Enough for live delivery (short JSON text messages), nothing more:
 * no extensions, no binary messages (closed with 1003, as API Gateway refuses them too).
 */
const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** API Gateway's WebSocket message limit. */
export const MAX_MESSAGE_BYTES = 128 * 1024;

const OP = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

export interface LocalWebSocket {
  send(text: string): boolean;
  close(code?: number, reason?: string): void;
  readonly isOpen: boolean;
}

export interface WebSocketCallbacks {
  onMessage?: (text: string) => void;
  onClose?: () => void;
}

/** Is this request a WebSocket upgrade we can accept (version 13 with a key)? */
export function isWebSocketUpgrade(request: IncomingMessage): boolean {
  return (
    (request.method ?? 'GET').toUpperCase() === 'GET' &&
    /\bwebsocket\b/i.test(request.headers.upgrade ?? '') &&
    request.headers['sec-websocket-version'] === '13' &&
    typeof request.headers['sec-websocket-key'] === 'string'
  );
}

/** Refuses an upgrade with a plain HTTP answer (what API Gateway does when $connect fails). */
export function refuseUpgrade(socket: Duplex, statusCode: number, statusText: string): void {
  const body = JSON.stringify({ message: statusText });
  socket.end(
    `HTTP/1.1 ${statusCode} ${statusText}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 65_536
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(length)]);
  return Buffer.concat([header, payload]);
}

function bigLength(length: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(length));
  return buffer;
}

/** Completes the handshake on an upgrade request and returns the open socket. */
export function acceptWebSocket(
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  callbacks: WebSocketCallbacks,
): LocalWebSocket {
  const accept = createHash('sha1').update(`${request.headers['sec-websocket-key']}${HANDSHAKE_GUID}`).digest('base64');
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
  if (socket instanceof Socket) socket.setNoDelay(true);

  let open = true;
  let buffered: Buffer = head.length ? Buffer.from(head) : Buffer.alloc(0);
  let fragments: Buffer[] = [];
  let fragmentsLength = 0;

  const finish = () => {
    if (!open) return;
    open = false;
    callbacks.onClose?.();
  };
  const close = (code = 1000, reason = '') => {
    if (!open) return;
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
    payload.writeUInt16BE(code, 0);
    payload.write(reason, 2);
    socket.end(frame(OP.close, payload));
    finish();
  };

  /** Parses every complete frame in the buffer (client frames are always masked). */
  const readFrames = () => {
    while (open && buffered.length >= 2) {
      const fin = (buffered[0] & 0x80) !== 0;
      const opcode = buffered[0] & 0x0f;
      const masked = (buffered[1] & 0x80) !== 0;
      let length = buffered[1] & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffered.length < 4) return;
        length = buffered.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffered.length < 10) return;
        const big = buffered.readBigUInt64BE(2);
        if (big > BigInt(MAX_MESSAGE_BYTES)) return close(1009, 'Message too big');
        length = Number(big);
        offset = 10;
      }
      if (!masked) return close(1002, 'Client frames must be masked');
      if (length > MAX_MESSAGE_BYTES) return close(1009, 'Message too big');
      if (buffered.length < offset + 4 + length) return;
      const mask = buffered.subarray(offset, offset + 4);
      const payload = Buffer.from(buffered.subarray(offset + 4, offset + 4 + length));
      for (let i = 0; i < payload.length; i++) payload[i] ^= mask[i & 3];
      buffered = buffered.subarray(offset + 4 + length);

      if (opcode === OP.close) return close(payload.length >= 2 ? payload.readUInt16BE(0) : 1000);
      if (opcode === OP.ping) {
        socket.write(frame(OP.pong, payload));
        continue;
      }
      if (opcode === OP.pong) continue;
      if (opcode === OP.binary) return close(1003, 'Text messages only');
      if (opcode !== OP.text && opcode !== OP.continuation) return close(1002, 'Unknown opcode');
      fragments.push(payload);
      fragmentsLength += payload.length;
      if (fragmentsLength > MAX_MESSAGE_BYTES) return close(1009, 'Message too big');
      if (fin) {
        const text = Buffer.concat(fragments).toString('utf8');
        fragments = [];
        fragmentsLength = 0;
        callbacks.onMessage?.(text);
      }
    }
  };

  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    readFrames();
  });
  socket.on('close', finish);
  socket.on('end', finish);
  socket.on('error', finish);
  queueMicrotask(readFrames);

  return {
    send(text) {
      if (!open) return false;
      socket.write(frame(OP.text, Buffer.from(text, 'utf8')));
      return true;
    },
    close,
    get isOpen() {
      return open;
    },
  };
}

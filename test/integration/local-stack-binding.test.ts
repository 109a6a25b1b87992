import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentStack } from '@test/support/current-stack';

/*
 * Every service of the local stack listens on the loopback address only (lib/local/bind-host.ts):
 * DynamoDB Local answers without credentials, so it must not be reachable from the network.
 * Read from the kernel's socket tables, so a service bound to 0.0.0.0 or :: is seen even when
 * this machine has no other interface to try a connection from.
 */

const LISTEN = '0A';
const LOOPBACK = new Set([
  '0100007F', // 127.0.0.1
  '00000000000000000000000001000000', // ::1
  '0000000000000000FFFF00000100007F', // ::ffff:127.0.0.1
]);

/** The local addresses (hex, as the kernel writes them) listening on `port`. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === LISTEN && cols[1]?.endsWith(`:${hexPort}`))
      .map((cols) => cols[1].split(':')[0]),
  );
}

const portOf = (url: string) => Number(new URL(url).port);

describe('the local stack listens on 127.0.0.1 only', () => {
  it.runIf(process.platform === 'linux')(
    'DynamoDB Local, Cognito, S3, SES, Stripe, the gateway and the event bus',
    () => {
      const stack = currentStack();
      const ports = {
        dynamodb: stack.dynamodbPort,
        cognito: stack.cognitoPort,
        s3: stack.s3Port,
        inbox: stack.inboxPort,
        stripe: stack.stripePort,
        gateway: portOf(stack.apiUrl),
        eventBus: portOf(stack.eventBusUrl),
        liveCallback: portOf(stack.liveCallbackUrl),
      };
      for (const [service, port] of Object.entries(ports)) {
        const addresses = listeningAddresses(port);
        expect(addresses.length, `${service} (:${port}) is listening`).toBeGreaterThan(0);
        expect(
          addresses.filter((address) => !LOOPBACK.has(address)),
          `${service} (:${port})`,
        ).toEqual([]);
      }
    },
  );
});

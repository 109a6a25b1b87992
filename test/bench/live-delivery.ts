/**
 * Benchmark: live delivery. 50 conversations, each with the customer's and the
 * company user's sockets open on the local gateway; in every conversation the two sides take
 * turns sending (POST /api/message), all 50 at once: paced (one message per conversation every
 * 5 s, a lively chat: 10 messages/s in all) and back to back (as fast as the stack answers,
 * its saturation). Measured per message: from the send to
 * the message arriving on the other side's open socket (the handler's MessageSent, the
 * in-process bus, the fan-out's reads and the push), and the POST alone.
 * Goal: p99 < 1 s locally. Prints; never fails.
 * Run: npx tsx test/bench/live-delivery.ts   (BENCH_LIVE_ROUNDS: messages per conversation)
 */
import { pathToFileURL } from 'node:url';
import type { LiveEvent } from '@schemas/messaging';
import { conversationPair } from '@test/support/fixtures/conversation-pairs';
import { sendMessage } from '@test/support/fixtures/messaging';
import { openLiveSocket, type LiveClient } from '@test/support/live-socket';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { ms, percentile } from './measure';

const CONVERSATIONS = 50;
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 10);
const PACE_MS = 5_000;
const WARM_UP_ROUNDS = 2;

const isMessage = (id: string) => (event: LiveEvent) => event.type === 'message' && event.message.id === id;

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(size, count - made.length) }, (_, i) => make(made.length + i)),
      )),
    );
  return made;
}

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const started = performance.now();
    const pairs = await inBatches(CONVERSATIONS, 10, () => conversationPair());
    const sockets: Array<{ customer: LiveClient; company: LiveClient }> = await inBatches(
      CONVERSATIONS,
      10,
      async (i) => ({
        customer: await openLiveSocket(pairs[i].customer.accessToken),
        company: await openLiveSocket(pairs[i].companyUser.accessToken),
      }),
    );
    console.log(
      `seeded ${CONVERSATIONS} conversations with 2 open sockets each in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    let delivery: number[] = [];
    let post: number[] = [];
    let missed = 0;
    const converse = async (i: number, rounds: number, record: boolean, paceMs = 0) => {
      const pair = pairs[i];
      // Paced conversations start spread over one pace, as real ones would.
      if (paceMs) await new Promise((resolve) => setTimeout(resolve, (i / CONVERSATIONS) * paceMs));
      for (let round = 0; round < rounds; round++) {
        const fromCustomer = round % 2 === 0;
        const sender = fromCustomer ? pair.customer : pair.companyUser;
        const receiver = fromCustomer ? sockets[i].company : sockets[i].customer;
        const sentAt = performance.now();
        const answer = await sendMessage(sender, pair.conversationId, `Message ${round} in conversation ${i}`);
        const answeredAt = performance.now();
        if (answer.status !== 201) throw new Error(`send answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        try {
          const { at } = await receiver.next(isMessage(answer.body.id), 10_000);
          if (record) {
            delivery.push(at - sentAt);
            post.push(answeredAt - sentAt);
          }
        } catch {
          missed += 1;
        }
        const wait = sentAt + paceMs - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    };
    await Promise.all(pairs.map((_, i) => converse(i, WARM_UP_ROUNDS, false)));

    const line = (name: string, sorted: number[]) =>
      `${name.padEnd(52)} | ${ms(percentile(sorted, 50)).padEnd(10)} | ${ms(percentile(sorted, 99)).padEnd(10)} | ${ms(sorted.at(-1) ?? 0)}`;
    for (const [title, paceMs] of [
      ['paced: a message per conversation every 5 s', PACE_MS],
      ['back to back: the stack saturated', 0],
    ] as const) {
      delivery = [];
      post = [];
      missed = 0;
      const runStarted = performance.now();
      await Promise.all(pairs.map((_, i) => converse(i, ROUNDS, true, paceMs)));
      const seconds = (performance.now() - runStarted) / 1000;
      const sortedDelivery = [...delivery].sort((a, b) => a - b);
      const sortedPost = [...post].sort((a, b) => a - b);
      console.log(
        `\n${CONVERSATIONS} conversations, ${title}: ${ROUNDS} messages each (sides alternate), ${(delivery.length / seconds).toFixed(1)} messages/s`,
      );
      console.log(`${'measure'.padEnd(52)} | p50        | p99        | max`);
      console.log(line("send → on the other side's socket (goal p99 < 1 s)", sortedDelivery));
      console.log(line('POST /api/message answered', sortedPost));
      console.log(`missed (not delivered within 10 s): ${missed}`);
    }
    await Promise.all(sockets.flatMap((s) => [s.customer.close(), s.company.close()]));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();

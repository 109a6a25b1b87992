import { currentStack } from './current-stack';

/** Resolves once the test stack has handled every event published so far (retries included). */
export async function eventsIdle(): Promise<void> {
  const answer = await fetch(`${currentStack().eventBusUrl}/_control/idle`);
  if (!answer.ok) throw new Error(`The local EventBridge answered ${answer.status} to /_control/idle`);
}

/** How many event deliveries the test stack has under way. */
export async function eventsInFlight(): Promise<number> {
  const answer = await fetch(`${currentStack().eventBusUrl}/_control/in-flight`);
  return ((await answer.json()) as { inFlight: number }).inFlight;
}

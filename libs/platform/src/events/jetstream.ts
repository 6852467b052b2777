import { DEAD_LETTER_PREFIX, EVENT_SUBJECT_PREFIX, STREAM_NAME } from '@flow/contracts';
import { type NatsConnection, RetentionPolicy, StorageType, nanos } from 'nats';

/** The FLOW stream holds every domain event; the 2-minute window de-duplicates outbox retries. */
export async function ensureStream(nc: NatsConnection, replicas = 1): Promise<void> {
  const jsm = await nc.jetstreamManager();
  const config = {
    name: STREAM_NAME,
    num_replicas: replicas,
    subjects: [`${EVENT_SUBJECT_PREFIX}.>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    duplicate_window: nanos(120_000),
    max_age: nanos(7 * 24 * 3600 * 1000),
  };
  try {
    await jsm.streams.info(STREAM_NAME);
    await jsm.streams.update(STREAM_NAME, config);
  } catch (error) {
    if ((error as { code?: string }).code !== '404') throw error;
    await jsm.streams.add(config);
  }
  // Dead letters are kept too, in their own stream, so an operator can inspect and replay them.
  const dlq = {
    name: `${STREAM_NAME}_DLQ`,
    subjects: [`${DEAD_LETTER_PREFIX}.>`],
    storage: StorageType.File,
    num_replicas: replicas,
    max_age: nanos(30 * 24 * 3600 * 1000),
  };
  try {
    await jsm.streams.info(dlq.name);
  } catch (error) {
    if ((error as { code?: string }).code !== '404') throw error;
    await jsm.streams.add(dlq);
  }
}

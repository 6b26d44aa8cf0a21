/** A helper thread of shard-pool.ts: runs one search shard per message and writes its statistics into shared memory. */
import { parentPort, workerData } from 'node:worker_threads';
import { SHARD_STATUS, type ShardTask } from './shard-pool.js';
import { runShard } from './search.js';

interface ShardMessage {
  readonly task: ShardTask;
  readonly shared: SharedArrayBuffer;
  readonly index: number;
  readonly floatsAt: number;
  readonly width: number;
}

parentPort?.on('message', ({ task, shared, index, floatsAt, width }: ShardMessage) => {
  const status = new Int32Array(shared, 0, index + 1);
  try {
    const { visits, value } = runShard(task);
    const floats = new Float64Array(shared, floatsAt + index * width * 16, width * 2);
    floats.set(visits, 0);
    floats.set(value, width);
    Atomics.store(status, index, SHARD_STATUS.DONE);
  } catch {
    Atomics.store(status, index, SHARD_STATUS.FAILED);
  }
  Atomics.notify(status, index);
});

const { started } = workerData as { started: Int32Array };
Atomics.store(started, 0, 1);
Atomics.notify(started, 0);

import { connectAmqp, RpcClient, silentLogger, type AmqpConnectionManager } from '@bv/messaging';
import { testAmqpUrl, testRun } from '@bv/testing';

/** Calls a platform's services over RPC as the gateway would, for operations with no HTTP route yet. */
export async function rpcCaller(runId: string): Promise<{ rpc: RpcClient; close: () => Promise<void> }> {
  const connection: AmqpConnectionManager = connectAmqp(testAmqpUrl, silentLogger, 'platform-test');
  const rpc = new RpcClient({ connection, topology: { prefix: testRun(runId).amqpPrefix }, logger: silentLogger, timeoutMs: 10_000 });
  await rpc.start();
  return {
    rpc,
    close: async () => {
      await rpc.stop();
      await connection.close();
    },
  };
}
